import { queryOptions } from "@tanstack/react-query";
import { baseCalls } from "../contract/base";
import type { CallResult } from "../contract/define";
import { callService } from "./call";
import { keys } from "./keys";

export type { LegacyMenuItem } from "../contract/base";

/** One row of GET /services/base/metadata: the back office's settings (spec 1 §7). */
export type MetadataRow = CallResult<typeof baseCalls.listMetadata>[number];

export const metadataQuery = () =>
  queryOptions({
    queryKey: keys.base.metadata(),
    queryFn: ({ signal }) => callService(baseCalls.listMetadata, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** A setting's value, undefined while unknown or when the server keeps no such setting. */
export function settingOf(rows: readonly MetadataRow[] | undefined, key: string): string | undefined {
  return rows?.find((row) => row.key === key)?.value;
}

export const regionsQuery = () =>
  queryOptions({
    queryKey: keys.base.regions(),
    queryFn: ({ signal }) => callService(baseCalls.listRegions, {}, { signal }),
    staleTime: Infinity,
  });

export const tenantsQuery = () =>
  queryOptions({
    queryKey: keys.base.tenants(),
    queryFn: ({ signal }) => callService(baseCalls.listTenants, {}, { signal }),
    staleTime: Infinity,
  });

export const legacyMenuQuery = (username: string) =>
  queryOptions({
    queryKey: keys.base.legacyMenu(username),
    queryFn: ({ signal }) =>
      callService(baseCalls.getLegacyMenu, { query: { username } }, { signal }).then((r) => r.menu),
    staleTime: 5 * 60_000,
  });
