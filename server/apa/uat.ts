import type { Context } from "hono";
import type { ApaEnvironment, ApaType } from "../../src/contract/apa.ts";
import { can, type RuleHolder } from "../../src/permissions/catalog.ts";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../envelope.ts";

type Asked = { environment?: ApaEnvironment; type?: ApaType };

/** Spec 2 §6: apauat without admapa is a UAT-only user (no prod, no metadata content type or publish). */
const uatOnly = (user: RuleHolder) => !can(user, "admapa", "view");

export const isUatOnly = (c: Context<AppEnv>) => uatOnly(c.var.user);

/** The field a UAT-only user may not ask for (prod, or the metadata type); null when the user may. */
export function uatOnlyRefusal(user: RuleHolder, asked: Asked): "environment" | "type" | null {
  if (!uatOnly(user)) return null;
  if (asked.environment === "prod") return "environment";
  if (asked.type === "metadata") return "type";
  return null;
}

/** Refuses a UAT-only user anything of prod or of the metadata type. */
export function demandAllowed(c: Context<AppEnv>, asked: Asked): void {
  const field = uatOnlyRefusal(c.var.user, asked);
  if (field) throw new ApiError("apa_uat_only", { datafield: field });
}
