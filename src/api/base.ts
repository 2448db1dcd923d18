import { queryOptions } from "@tanstack/react-query";
import type { Region, Tenant } from "../session/store";
import { api } from "./client";
import { keys } from "./keys";

export type LegacyMenuItem = {
  NAME: string;
  PADRE: string;
  URL: string;
  ICON: string;
  ITEMS: { name: string; url: string }[];
};

/** One row of GET /services/base/metadata: the back office's settings (spec 1 §7). */
export type MetadataRow = { key: string; value: string; description?: string };

export const metadataQuery = () =>
  queryOptions({
    queryKey: keys.base.metadata(),
    queryFn: () => api<MetadataRow[]>("/base/metadata"),
    staleTime: 5 * 60_000,
  });

/** A setting's value, undefined while unknown or when the server keeps no such setting. */
export function settingOf(rows: readonly MetadataRow[] | undefined, key: string): string | undefined {
  return rows?.find((row) => row.key === key)?.value;
}

export const regionsQuery = () =>
  queryOptions({
    queryKey: keys.base.regions(),
    queryFn: () => api<Region[]>("/base/region"),
    staleTime: Infinity,
  });

export const tenantsQuery = () =>
  queryOptions({
    queryKey: keys.base.tenants(),
    queryFn: () => api<Tenant[]>("/base/tenant_code"),
    staleTime: Infinity,
  });

export const legacyMenuQuery = (username: string) =>
  queryOptions({
    queryKey: keys.base.legacyMenu(username),
    queryFn: () =>
      api<{ menu: LegacyMenuItem[] }>("/base/menuadminv", { query: { username } }).then((r) => r.menu),
    staleTime: 5 * 60_000,
  });
