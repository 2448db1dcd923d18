import { Check } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import type { DemoRole } from "../../../api/dummy";
import { runOnRow } from "../../../commands/execute";
import { dateColumn } from "../../../kit/date-column";
import { dateFormatter } from "../../../kit/format";
import { ToggleSwitch } from "../../../kit/toggle-switch";
import { can, type SpecPrivilege } from "../../../permissions/catalog";
import { session } from "../../../session/store";
import type { Column } from "../../../ui/data-table";
import { TOGGLE_ROLE } from "./role-actions";

/** Spec 2 §2's permission columns: view, edit, save (the `new` privilege, as the demo table names it), delete, publish. */
const PERMISSION_COLUMNS: readonly [string, SpecPrivilege][] = [
  ["view", "view"],
  ["edit", "edit"],
  ["save", "new"],
  ["delete", "delete"],
  ["publish", "publish"],
];

function ActiveCell({ paneId, row, label }: { paneId: string; row: DemoRole; label: string }) {
  const { user } = useSnapshot(session);
  return (
    <ToggleSwitch
      toggleKey={`${TOGGLE_ROLE}:${row.role_id}`}
      checked={row.active === 1}
      label={label}
      disabled={!can(user, "dummy", "edit")}
      onToggle={() => runOnRow(TOGGLE_ROLE, paneId, row)}
    />
  );
}

/** id, name, groups, the permission columns, last login, (actions: the row menu), active. */
export function useDemoRoleColumns(paneId: string): Column<DemoRole>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const date = dateFormatter(i18n.language);
    const yes = t("common.yes");
    const no = t("common.no");
    const permissions = PERMISSION_COLUMNS.map(
      ([id, privilege]): Column<DemoRole> => ({
        id,
        header: t(`dummy.columns.${id}`),
        value: (r) => (r[privilege] ? yes : no),
        cell: (r) =>
          r[privilege] ? (
            <Check className="size-4" aria-label={yes} />
          ) : (
            <span className="sr-only">{no}</span>
          ),
        width: 80,
        align: "center",
        sortable: true,
      }),
    );
    return [
      { id: "role_id", header: t("dummy.columns.id"), value: (r) => r.role_id, width: 70, sortable: true },
      { id: "name", header: t("dummy.columns.name"), value: (r) => r.name, width: 170, sortable: true },
      {
        id: "groups",
        header: t("dummy.columns.groups"),
        value: (r) => r.groups.join(", "),
        width: 200,
        sortable: true,
      },
      ...permissions,
      dateColumn<DemoRole>({
        id: "last_login",
        header: t("dummy.columns.lastLogin"),
        at: (r) => r.last_login,
        format: date,
      }),
      {
        id: "active",
        header: t("dummy.columns.active"),
        value: (r) => (r.active === 1 ? t("dummy.status.active") : t("dummy.status.inactive")),
        cell: (r) => (
          <ActiveCell paneId={paneId} row={r} label={t("dummy.roles.activeOf", { name: r.title })} />
        ),
        width: 90,
        sortable: true,
        exportable: false,
      },
    ];
  }, [t, i18n.language, paneId]);
}
