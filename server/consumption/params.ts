import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { resolveScope } from "../platform/auth/middleware.ts";

/** Spec 1 §9: the consumption region when the call names none. */
export const DEFAULT_REGION = "mexico";

/**
 * The subscriber's region of a call: the one given (which the operator must hold, else 401
 * wsgu_invalid_region) or mexico. A POST may name it in its body, so the request scope alone is not enough.
 */
export function settleRegion<P extends { region?: string }>(
  c: Context<AppEnv>,
  params: P,
): P & { region: string } {
  const region = params.region || DEFAULT_REGION;
  resolveScope(c.var.user, { region });
  return { ...params, region };
}
