import type { Hono } from "hono";
import type { AppEnv } from "../../server/context.ts";
import type { ServerModule } from "../../server/platform/module.ts";
import type { CallDecl } from "../../src/contract/define.ts";

// Completeness checks of the module platform, shared by the contract test and the fixture-module test.

export function implementedCalls(modules: readonly ServerModule[]): CallDecl[] {
  return modules.flatMap((module) => (module.routes ?? []).flatMap((group) => group.calls));
}

/** "GET /services/user/:user_id" for each method of each call. */
export const routeKeys = (calls: readonly CallDecl[]) =>
  calls.flatMap((decl) => decl.methods.map((method) => `${method} /services${decl.path}`));

/**
 * The app's method-specific routes under /services (middleware and the 404 catch-all answer ALL): each one
 * a route handler or a guard in front of it.
 */
export function mountedRouteKeys(app: Hono<AppEnv>): string[] {
  const keys = app.routes
    .filter((route) => route.method !== "ALL" && route.path.startsWith("/services/"))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)];
}
