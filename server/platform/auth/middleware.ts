import type { Context, MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv, AuthUser } from "../../context.ts";
import { ApiError } from "../../envelope.ts";
import { cachedAuthUser } from "../../permissions.ts";
import { isLocked } from "./lockout.ts";
import { checkSession } from "./sessions.ts";

export type AuthOptions = {
  /** Renew accepts an authentic but expired token: the server-side session decides whether it lives on. */
  allowExpired?: boolean;
};

/** The bearer token, from the Authorization header only (never a URL, where logs and proxies keep it). */
function bearerToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  return header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : undefined;
}

/**
 * The region a call acts in when it names none: the user's home region when their groups grant it, else the
 * first region they grant (a stored home region outside them is ignored); null when they grant none.
 */
export function homeRegionOf(user: AuthUser): string | null {
  if (user.regions.some((r) => r.name === user.region)) return user.region;
  return user.regions[0]?.name ?? null;
}

/**
 * Applies the region and tenant_code query parameters: a region outside the user's set is a 403
 * wsgu_invalid_region, a tenant outside it a 403 wsgu_invalid_tenant. Returns the effective pair, always
 * one the user holds (or null when they hold none).
 */
export function resolveScope(user: AuthUser, query: { region?: string; tenant_code?: string }) {
  const region = query.region || homeRegionOf(user);
  if (query.region && !user.regions.some((r) => r.name === query.region)) {
    throw new ApiError("wsgu_invalid_region");
  }
  if (query.tenant_code && !user.tenants.some((t) => t.code === query.tenant_code)) {
    throw new ApiError("wsgu_invalid_tenant");
  }
  return { region, tenant: query.tenant_code || user.tenants[0]?.code || null };
}

export function requireAuth(deps: AppDeps, options: AuthOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    const claims = token ? await deps.tokens.verify(token) : null;
    if (!claims) throw new ApiError("user_invalid_token");
    const usable = !claims.expired || options.allowExpired === true;
    const now = deps.clock();
    // An expired token must not count as activity, but an idle session still reports auth_session_exist.
    const session = await checkSession(deps.db, claims, now, usable);
    if (session.state === "revoked") throw new ApiError("user_invalid_token");
    if (session.state === "idle" || session.state === "superseded") throw new ApiError("auth_session_exist");
    if (!usable) throw new ApiError("user_invalid_token");
    if (session.active === undefined) throw new ApiError("user_invalid_token");
    if (session.active !== 1) throw new ApiError("user_inactive");
    if (isLocked(session.lockedAt, now, deps.security.lockMs))
      throw new ApiError("bloqued_account_exception");
    const user = await cachedAuthUser(deps.db, claims.userId, session.versions ?? { all: 0, user: 0 }, now);
    if (!user) throw new ApiError("user_invalid_token");
    const scope = resolveScope(user, {
      region: c.req.query("region"),
      tenant_code: c.req.query("tenant_code"),
    });
    c.set("user", user);
    c.set("sessionId", claims.jti);
    c.set("region", scope.region);
    c.set("tenant", scope.tenant);
    await next();
  };
}
