import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { GroupRow } from "../../../api/groups";
import { tenantLabel } from "../../../session/scope";
import type { Column } from "../../../ui/data-table";
import { activeColumn, fieldColumn, idColumn } from "../shared/columns";
import { groupActions } from "./group-actions";

export function useGroupColumns(paneId: string): Column<GroupRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      idColumn<GroupRow>(t, "group_id"),
      fieldColumn<GroupRow>(t, "name", 170),
      fieldColumn<GroupRow>(t, "title", 200),
      fieldColumn<GroupRow>(t, "description", 220, { hidden: true }),
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
        value: (r) => r.tenant_list.map((tenant) => tenantLabel(t, tenant)).join(", "),
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
      fieldColumn<GroupRow>(t, "users", 90, { align: "right" }),
      activeColumn<GroupRow>(t, paneId, groupActions, (r) => t("system.groups.activeOf", { name: r.title })),
    ],
    [t, paneId],
  );
}
