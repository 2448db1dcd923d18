import type { z } from "zod";
import type { createUserBody, updateUserBody } from "../../src/contract/staff-user.ts";
import { isRoot } from "../../src/permissions/catalog.ts";
import type { AuthUser } from "../context.ts";
import { firstWhere } from "../db/by-keys.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { MIN_PASSWORD_LENGTH } from "../platform/auth/password.ts";

export type CreateUserBody = z.output<typeof createUserBody>;
export type UpdateUserBody = z.output<typeof updateUserBody>;

export function checkPassword(value: string | undefined): void {
  if (value !== undefined && value.length < MIN_PASSWORD_LENGTH)
    throw new ApiError("password_weak", { datafield: "plain" });
}

/** Only a root user may create, change, (de)activate or delete root users. */
export function checkRoot(actor: AuthUser, ...rootFlags: (number | undefined)[]): void {
  if (rootFlags.some((value) => value === 1) && !isRoot(actor))
    throw new ApiError("user_root_required", { datafield: "root" });
}

/** Nobody deletes or deactivates their own user: they would lock themselves out mid-session. */
export function checkNotSelf(actor: AuthUser, userId: number, datafield?: string): void {
  if (actor.user_id === userId) throw new ApiError("user_self_action", { datafield });
}

/**
 * One's own password and e-mail change only in the profile, where the current password is asked (issue 28 §6):
 * a user editor's session alone does not take their own account for good through the user screens.
 */
export function checkOwnCredentials(
  actor: AuthUser,
  target: { user_id: number; email: string },
  body: { plain?: string; email?: string },
): void {
  if (actor.user_id !== target.user_id) return;
  if (body.plain !== undefined) throw new ApiError("user_self_credentials", { datafield: "plain" });
  if (body.email !== undefined && body.email.toLowerCase() !== target.email.toLowerCase())
    throw new ApiError("user_self_credentials", { datafield: "email" });
}

/** Reference and uniqueness checks, run inside the write transaction so no other write slips between. */
export async function checkReferences(
  db: Db,
  fields: { region_id?: number; tz_id?: number; email?: string },
  userId?: number,
): Promise<void> {
  if (fields.region_id !== undefined) {
    const region = await firstWhere(db, "regions", "region_id", { region_id: fields.region_id });
    if (!region) throw new ApiError("invalid_request", { datafield: "region_id" });
  }
  if (fields.tz_id !== undefined) {
    const tz = await firstWhere(db, "timezones", "tz_id", { tz_id: fields.tz_id });
    if (!tz) throw new ApiError("invalid_request", { datafield: "tz_id" });
  }
  if (fields.email !== undefined) {
    let taken = db.selectFrom("users").select("user_id").where("email", "=", fields.email);
    if (userId !== undefined) taken = taken.where("user_id", "!=", userId);
    if (await taken.executeTakeFirst()) throw new ApiError("user_email_exists", { datafield: "email" });
  }
}
