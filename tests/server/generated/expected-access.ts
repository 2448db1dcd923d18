import { type CallDecl, modulesOf, privilegesOf } from "../../../src/contract/define.ts";
import type { ErrorCode } from "../../../src/contract/errors.ts";
import type { TestApp } from "../helpers.ts";
import { holdsPrivilege, type Principal, userFlags } from "./principals.ts";

// What the access layer must answer, derived from the declaration's access rule, its session options and the
// caller's rows in the database, in the order the contract documents (docs/contract.md): the token, the
// session, the account, the region and tenant asked for, then the privilege.

export const TOKEN_STATES = ["valid", "revoked", "expired", "wrong region", "wrong tenant"] as const;
export type TokenState = (typeof TOKEN_STATES)[number] | "no token" | "garbage token";

export type Expected = { allow: true } | { allow: false; http: number; code: ErrorCode };

/** Codes only the access layer answers: an allowed call must never get one of these. */
export const ACCESS_CODES: readonly ErrorCode[] = [
  "user_invalid_token",
  "auth_session_exist",
  "user_inactive",
  "bloqued_account_exception",
  "wsgu_invalid_region",
  "wsgu_invalid_tenant",
  "user_without_permission",
];

const deny = (http: number, code: ErrorCode): Expected => ({ allow: false, http, code });

export function expectedAccess(
  t: TestApp,
  decl: CallDecl,
  state: TokenState,
  principal?: Principal,
): Expected {
  const { access } = decl;
  if (access === "public") return { allow: true };
  const tokenUsable =
    state !== "no token" &&
    state !== "garbage token" &&
    state !== "revoked" &&
    (state !== "expired" || decl.session?.acceptExpired === true);
  if (!tokenUsable || !principal) return deny(401, "user_invalid_token");
  const user = userFlags(t, principal.userId);
  if (!user.active) return deny(401, "user_inactive");
  if (state === "wrong region") return deny(403, "wsgu_invalid_region");
  if (state === "wrong tenant") return deny(403, "wsgu_invalid_tenant");
  if (access === "signed-in") return { allow: true };
  const allowed =
    access === "root"
      ? user.root
      : modulesOf(access).some((module) =>
          privilegesOf(access).some((privilege) => holdsPrivilege(t, principal.userId, module, privilege)),
        );
  return allowed ? { allow: true } : deny(403, "user_without_permission");
}
