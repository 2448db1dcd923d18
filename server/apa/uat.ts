import type { Context } from "hono";
import type { ApaEnvironment, ApaType } from "../../src/contract/apa.ts";
import { can } from "../../src/permissions/catalog.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../envelope.ts";

/** Spec 2 §6: apauat without admapa is a UAT-only user (no prod, no metadata content type or publish). */
export const isUatOnly = (c: Context<AppEnv>) => !can(c.var.user, "admapa", "view");

/** Refuses a UAT-only user anything of prod or of the metadata type. */
export function demandAllowed(
  c: Context<AppEnv>,
  asked: { environment?: ApaEnvironment; type?: ApaType },
): void {
  if (!isUatOnly(c)) return;
  if (asked.environment === "prod") throw new ApiError("apa_uat_only", { datafield: "environment" });
  if (asked.type === "metadata") throw new ApiError("apa_uat_only", { datafield: "type" });
}
