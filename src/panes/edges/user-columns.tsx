import type { TFunction } from "i18next";
import type { EdgeArea, EdgeUser } from "../../contract/dashboard";
import type { Column } from "../../ui/data-table";
import { ErrorBadge, extraCount } from "./counts";

/** Spec 2 §3's edge user: id, edge, region, e-mail, name, subscription and the error counts. */
export function userColumns(t: TFunction, area: EdgeArea): Column<EdgeUser>[] {
  const columns: Column<EdgeUser>[] = [
    { id: "id", header: t("edges.users.columns.id"), value: (u) => u.id, width: 110, align: "right" },
    { id: "email", header: t("edges.users.columns.email"), value: (u) => u.email, width: 260 },
    { id: "username", header: t("edges.users.columns.username"), value: (u) => u.username, width: 220 },
    { id: "region", header: t("edges.users.columns.region"), value: (u) => u.region, width: 110 },
    {
      id: "subscription",
      header: t("edges.users.columns.subscription"),
      value: (u) => u.subscription,
      width: 190,
    },
    { id: "edge_id", header: t("edges.users.columns.edge"), value: (u) => u.edge_id, width: 80 },
    {
      id: "errors",
      header: t("edges.edges.columns.errors"),
      value: (u) => u.events.error,
      cell: (u) => <ErrorBadge count={u.events.error} />,
      width: 90,
      align: "right",
    },
  ];
  if (area !== "api")
    columns.push({
      id: "extra",
      header: t(`edges.counts.${area === "video" ? "chunks" : "visualizations"}`),
      value: (u) => extraCount(area, u) ?? 0,
      width: 120,
      align: "right",
    });
  return columns;
}
