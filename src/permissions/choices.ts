import type { Region, SessionUser, Tenant } from "../session/store";
import { isRoot } from "./catalog";

/** The region id that stands for "all regions" in a group (spec 1 §3). */
export const GENERIC_REGION = "generic";

type ChoiceUser = {
  readonly root: SessionUser["root"];
  readonly groups: readonly { readonly regions: readonly Region[]; readonly tenants: readonly Tenant[] }[];
};

/** Spec 1 §6: the union of the regions of the user's groups; root and a 'generic' group region give all. */
export function regionChoices(user: ChoiceUser, allRegions: readonly Region[]): Region[] {
  const selectable = allRegions.filter((region) => region.name !== GENERIC_REGION);
  const groupRegions = user.groups.flatMap((group) => group.regions);
  if (isRoot(user) || groupRegions.some((region) => region.name === GENERIC_REGION)) return selectable;
  const names = new Set(groupRegions.map((region) => region.name));
  return selectable.filter((region) => names.has(region.name));
}

/** Spec 1 §6: the deduplicated union of the groups' tenants; root gets all. */
export function tenantChoices(user: ChoiceUser, allTenants: readonly Tenant[]): Tenant[] {
  if (isRoot(user)) return [...allTenants];
  const codes = new Set(user.groups.flatMap((group) => group.tenants.map((tenant) => tenant.code)));
  return allTenants.filter((tenant) => codes.has(tenant.code));
}
