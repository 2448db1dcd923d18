import { queryOptions } from "@tanstack/react-query";
import { baseCalls } from "../contract/base";
import { callService } from "./call";
import { keys } from "./keys";

export type { LegacyMenuItem } from "../contract/base";

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
