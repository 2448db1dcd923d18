import type { Access } from "../../../src/contract/define.ts";
import type { ErrorCode } from "../../../src/contract/errors.ts";
import type { AuthUser } from "../../context.ts";
import { firstWhere } from "../../db/by-keys.ts";
import type { Db } from "../../db/database.ts";
import { loadAuthUser } from "../../permissions.ts";
import { holdsAccess } from "../../platform/access.ts";

/** The rule a job kind's owner must still hold as each item runs: its starting call's declared access. */
export type OwnerRule<P> = {
  access: Exclude<Access, "public" | "signed-in">;
  /** The item part a refusal is recorded under (the tray shows it as the item's reason). */
  part: (payload: P) => string;
};

/**
 * The job's owner as they are now (not when they queued it), or the code that refuses them: deactivated, or
 * no longer holding the access. Read fresh for every item, in its transaction: no cache may hide a revocation.
 */
export async function ownerNow(
  db: Db,
  ownerId: number,
  access: OwnerRule<unknown>["access"],
): Promise<AuthUser | ErrorCode> {
  const account = await firstWhere(db, "users", "active", { user_id: ownerId });
  if (account?.active !== 1) return "user_inactive";
  const user = await loadAuthUser(db, ownerId);
  return user && holdsAccess(user, access) ? user : "user_without_permission";
}
