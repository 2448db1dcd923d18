import type { MiddlewareHandler } from "hono";
import { type Access, type CallDecl, modulesOf, privilegesOf } from "../../src/contract/define.ts";
import { can, isRoot, type RuleHolder } from "../../src/permissions/catalog.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { forbidden } from "../envelope.ts";
import { requireAuth } from "./auth/middleware.ts";

/** The middleware a declaration's access rule asks for: nothing, a session, root, or a module privilege. */
export function accessGuard(deps: AppDeps, decl: CallDecl): MiddlewareHandler<AppEnv>[] {
  const { access } = decl;
  if (access === "public") return [];
  const session = requireAuth(deps, { allowExpired: decl.session?.acceptExpired === true });
  if (access === "signed-in") return [session];
  const admitted: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!holdsAccess(c.var.user, access)) throw forbidden();
    await next();
  };
  return [session, admitted];
}

/** Whether a signed-in user holds a declaration's rule: root, or a module privilege (any of those named). */
export function holdsAccess(user: RuleHolder, access: Exclude<Access, "public" | "signed-in">): boolean {
  if (access === "root") return isRoot(user);
  return modulesOf(access).some((module) =>
    privilegesOf(access).some((privilege) => can(user, module, privilege)),
  );
}
