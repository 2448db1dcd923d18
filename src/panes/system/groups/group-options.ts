import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { regionsQuery, tenantsQuery } from "../../../api/base";
import type { GroupRow } from "../../../api/groups";
import { fetchModules } from "../../../api/modules";
import { systemKeys } from "../../../api/system-keys";
import { fetchActiveRoles } from "../../../api/system-pickers";
import { tenantLabel } from "../../../session/scope";
import type { PickOption } from "../shared/id-list-picker";

export type GroupOptions = {
  regions: PickOption[];
  tenants: PickOption[];
  roles: PickOption[];
  modules: PickOption[];
  globalId?: number;
  allRegionIds: number[];
};

function merge(active: PickOption[], held: PickOption[]): PickOption[] {
  const known = new Set(active.map((option) => option.id));
  return [...active, ...held.filter((option) => !known.has(option.id))];
}

/**
 * What a group may link: active roles and modules (spec 1 §5), plus the inactive ones the group already
 * holds so their chips keep a name. The 'generic' region is offered as 'Global' (all regions).
 */
export function useGroupOptions(row?: GroupRow): GroupOptions {
  const { t } = useTranslation();
  const regions = useQuery(regionsQuery());
  const tenants = useQuery(tenantsQuery());
  const roles = useQuery({ queryKey: systemKeys.activeRoles(), queryFn: fetchActiveRoles });
  // Listing modules needs the modules privilege: without it the group's own modules are still shown.
  const modules = useQuery({ queryKey: systemKeys.modules(), queryFn: fetchModules, retry: false });
  const globalId = regions.data?.find((r) => r.name === "generic")?.region_id;
  return {
    regions: (regions.data ?? []).map((r) => ({
      id: r.region_id,
      label: r.name === "generic" ? t("common.global") : r.title,
    })),
    tenants: (tenants.data ?? []).map((tenant) => ({ id: tenant.tenant_id, label: tenantLabel(t, tenant) })),
    roles: merge(
      (roles.data ?? []).map((r) => ({ id: r.profile_id, label: r.title })),
      (row?.profile_list ?? []).map((r) => ({ id: r.profile_id, label: r.title })),
    ),
    modules: merge(
      (modules.data ?? [])
        .filter((m) => m.active === 1)
        .map((m) => ({ id: m.module_id, label: `${m.title} (${m.name})` })),
      (row?.module_list ?? []).map((m) => ({ id: m.module_id, label: `${m.title} (${m.name})` })),
    ),
    globalId,
    allRegionIds: (regions.data ?? []).map((r) => r.region_id),
  };
}
