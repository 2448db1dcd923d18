import { z } from "zod";
import { isRoot } from "../../src/permissions/catalog.ts";
import { MIN_PASSWORD_LENGTH } from "../auth/password.ts";
import type { AuthUser } from "../context.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { bodyId } from "../validation.ts";
import { flag } from "./fields.ts";
import { groupProfileRows, profilesString } from "./user-rows.ts";

const email = z.string().trim().toLowerCase().pipe(z.email().max(320));
// An empty password field in the edit form means "keep the current one".
const plain = z
  .string()
  .max(256)
  .transform((value) => (value === "" ? undefined : value));
const id = bodyId;

/** POST /services/user. Without plain the user is invited (mail with a link to set the password). */
export const createUserBody = z.object({
  name: z.string().trim().min(1).max(100),
  fullname: z.string().trim().min(1).max(200).optional(),
  email,
  region_id: id,
  tz_id: id,
  active: flag.default(1),
  root: flag.default(0),
  profiles: profilesString.optional(),
  group_profiles: groupProfileRows.optional(),
  plain: plain.optional(),
});
export type CreateUserBody = z.output<typeof createUserBody>;

/** PUT /services/user/{id}: the same fields, each optional (absent means unchanged). */
export const updateUserBody = createUserBody.partial().extend({
  active: flag.optional(),
  root: flag.optional(),
});
export type UpdateUserBody = z.output<typeof updateUserBody>;

export const activationBody = z.object({ id: id.optional(), active: flag });

export function checkPassword(value: string | undefined): void {
  if (value !== undefined && value.length < MIN_PASSWORD_LENGTH)
    throw new ApiError(400, "password_weak", { datafield: "plain" });
}

/** Only a root user may create, change, (de)activate or delete root users. */
export function checkRoot(actor: AuthUser, ...rootFlags: (number | undefined)[]): void {
  if (rootFlags.some((value) => value === 1) && !isRoot(actor))
    throw new ApiError(403, "user_root_required", { datafield: "root" });
}

/** Nobody deletes or deactivates their own user: they would lock themselves out mid-session. */
export function checkNotSelf(actor: AuthUser, userId: number, datafield?: string): void {
  if (actor.user_id === userId) throw new ApiError(409, "user_self_action", { datafield });
}

/** Reference and uniqueness checks, run inside the write transaction so no other write slips between. */
export async function checkReferences(
  db: Db,
  fields: { region_id?: number; tz_id?: number; email?: string },
  userId?: number,
): Promise<void> {
  if (fields.region_id !== undefined) {
    const region = await db
      .selectFrom("regions")
      .select("region_id")
      .where("region_id", "=", fields.region_id)
      .executeTakeFirst();
    if (!region) throw new ApiError(400, "invalid_request", { datafield: "region_id" });
  }
  if (fields.tz_id !== undefined) {
    const tz = await db
      .selectFrom("timezones")
      .select("tz_id")
      .where("tz_id", "=", fields.tz_id)
      .executeTakeFirst();
    if (!tz) throw new ApiError(400, "invalid_request", { datafield: "tz_id" });
  }
  if (fields.email !== undefined) {
    let taken = db.selectFrom("users").select("user_id").where("email", "=", fields.email);
    if (userId !== undefined) taken = taken.where("user_id", "!=", userId);
    if (await taken.executeTakeFirst()) throw new ApiError(409, "user_email_exists", { datafield: "email" });
  }
}
