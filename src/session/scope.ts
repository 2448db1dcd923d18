import type { TFunction } from "i18next";
import { regionsQuery, tenantsQuery } from "../api/base";
import { fetchNow, queryClient } from "../api/query-client";
import { regionChoices, tenantChoices } from "../permissions/choices";
import { type Region, session, type Tenant } from "./store";

export type ScopeField = "region" | "tenant";

/**
 * Spec 1 §4: the choice is stored, then the current screen reloads (every query key carries both). Everything
 * cached is marked stale but nothing is refetched here: the remounted screen asks for its data (in the new
 * scope) once. Refetching here as well sent every list call twice, once per key.
 */
export function setScope(field: ScopeField, value: string): void {
  if (session[field] === value) return;
  void queryClient.invalidateQueries({ refetchType: "none" });
  session[field] = value;
}

/** The regions the signed-in user may switch to (the list is loaded once and cached). */
export async function regionOptions(): Promise<Region[]> {
  if (!session.user) return [];
  return regionChoices(session.user, await fetchNow(regionsQuery()));
}

export async function tenantOptions(): Promise<Tenant[]> {
  if (!session.user) return [];
  return tenantChoices(session.user, await fetchNow(tenantsQuery()));
}

/** The regions the user may switch to from what is at hand now (the cached list, else the user's own). */
export function regionOptionsNow(): Region[] {
  if (!session.user) return [];
  return regionChoices(
    session.user,
    queryClient.getQueryData(regionsQuery().queryKey) ?? session.user.regions,
  );
}

/** A region's title from the cached list, else the user's own regions (its name when neither knows it). */
export function regionTitle(name: string): string {
  const known = queryClient.getQueryData(regionsQuery().queryKey) ?? session.user?.regions ?? [];
  return known.find((region) => region.name === name)?.title ?? name;
}

/** A tenant as people call it: the translated product name, else the server's title, never the bare code. */
export function tenantLabel(t: TFunction, tenant: Pick<Tenant, "code"> & { title?: string }): string {
  return t(`shell.tenants.${tenant.code}`, { defaultValue: tenant.title ?? tenant.code });
}
