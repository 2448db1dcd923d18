import type { TFunction } from "i18next";
import type { EdgeArea, EdgeUser } from "../../contract/dashboard";
import { PersonalValue } from "../../kit/personal-data-note";
import type { Column } from "../../ui/data-table";
import { countColumns } from "./counts";
import { edgeUserTarget } from "./personal";

/**
 * Spec 2 §3's edge user: id, edge, region, e-mail, name, subscription and the error counts. The e-mail and
 * the user name show as the server sent them, or whole once revealed in the pane.
 */
export function userColumns(t: TFunction, area: EdgeArea, paneId: string): Column<EdgeUser>[] {
  return [
    { id: "id", header: t("edges.users.columns.id"), value: (u) => u.id, width: 110, align: "right" },
    {
      id: "email",
      header: t("edges.users.columns.email"),
      value: (u) => u.email,
      cell: (u) => <PersonalValue paneId={paneId} target={edgeUserTarget(u, "email")} value={u.email} />,
      width: 260,
    },
    {
      id: "username",
      header: t("edges.users.columns.username"),
      value: (u) => u.username,
      cell: (u) => (
        <PersonalValue paneId={paneId} target={edgeUserTarget(u, "username")} value={u.username} />
      ),
      width: 220,
    },
    { id: "region", header: t("edges.users.columns.region"), value: (u) => u.region, width: 110 },
    {
      id: "subscription",
      header: t("edges.users.columns.subscription"),
      value: (u) => u.subscription,
      width: 190,
    },
    { id: "edge_id", header: t("edges.users.columns.edge"), value: (u) => u.edge_id, width: 80 },
    ...countColumns<EdgeUser>(t, area),
  ];
}
