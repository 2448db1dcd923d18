import { session } from "../session/store";

// Query keys in the Medusa shape (admin `query-key-factory.ts`): one factory per resource gives all, lists,
// list(query), details and detail(id). Every key holds the region and tenant the call is made with, so a
// change of either never shows another scope's cached data; the module name comes first, so [module]
// invalidates everything a module cached, in every scope.

export type Scope = { region: string; tenant: string };

export const currentScope = (): Scope => ({ region: session.region, tenant: session.tenant });

/**
 * The scope of data no region or tenant changes (the regions and tenants one may choose, the back office's
 * settings): keyed with it, a change of scope does not ask for them again. query-keys-scope.test.ts names
 * every key allowed to use it.
 */
export const EVERY_SCOPE: Scope = { region: "*", tenant: "*" };

export type QueryKeys = ReturnType<typeof queryKeysFactory>;

export function queryKeysFactory(module: string, resource: string) {
  const all = (scope: Scope = currentScope()) => [module, scope.region, scope.tenant, resource] as const;
  const lists = (scope?: Scope) => [...all(scope), "list"] as const;
  const details = (scope?: Scope) => [...all(scope), "detail"] as const;
  return {
    all,
    lists,
    /** One list: its query (paging, sort, search, filters) is part of the key. */
    list: (query: unknown = {}, scope?: Scope) => [...lists(scope), query] as const,
    details,
    detail: (id: unknown, scope?: Scope) => [...details(scope), id] as const,
  };
}

/** One key factory per resource of a module, by the resource's name. */
export function resourceKeys<const R extends string>(module: string, resources: readonly R[]) {
  return Object.fromEntries(
    resources.map((resource) => [resource, queryKeysFactory(module, resource)]),
  ) as Record<R, QueryKeys>;
}

/** The prefix of every key of a module, in every scope: what to invalidate after a change in it. */
export const moduleKey = (module: string) => [module] as const;
