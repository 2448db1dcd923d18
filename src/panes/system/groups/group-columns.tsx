import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { GroupRow } from "../../../api/groups";
import type { Column } from "../../../ui/data-table";
import { SwitchCell } from "../shared/switch-cell";

export function useGroupColumns(paneId: string): Column<GroupRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: "group_id",
        header: t("system.columns.id"),
        value: (r) => r.group_id,
        width: 70,
        align: "right",
        sortable: true,
      },
      { id: "name", header: t("system.columns.name"), value: (r) => r.name, width: 170, sortable: true },
      { id: "title", header: t("system.columns.title"), value: (r) => r.title, width: 200, sortable: true },
      {
        id: "description",
        header: t("system.columns.description"),
        value: (r) => r.description,
        width: 220,
        sortable: true,
        hidden: true,
      },
      {
        id: "regions",
        header: t("system.columns.regions"),
        value: (r) => (r.all_regions ? t("common.global") : r.region_list.map((x) => x.title).join(", ")),
        width: 200,
        sortable: true,
      },
      {
        id: "tenants",
        header: t("system.columns.tenants"),
        value: (r) => r.tenant_list.map((x) => x.code).join(", "),
        width: 140,
        sortable: true,
      },
      {
        id: "roles",
        header: t("system.columns.roles"),
        value: (r) => r.profile_list.map((x) => x.title).join(", "),
        width: 200,
        sortable: true,
      },
      {
        id: "modules",
        header: t("system.columns.modules"),
        value: (r) => r.module_list.length,
        width: 90,
        align: "right",
        sortable: true,
      },
      {
        id: "users",
        header: t("system.columns.users"),
        value: (r) => r.users,
        width: 90,
        align: "right",
        sortable: true,
      },
      {
        id: "active",
        header: t("system.columns.status"),
        value: (r) => (r.active === 1 ? t("system.status.active") : t("system.status.inactive")),
        cell: (r) => (
          <SwitchCell
            paneId={paneId}
            command="system.toggleGroupActive"
            module="groups"
            checked={r.active === 1}
            label={t("system.groups.activeOf", { name: r.title })}
            row={r}
          />
        ),
        width: 90,
        sortable: true,
        exportable: false,
      },
    ],
    [t, paneId],
  );
}
