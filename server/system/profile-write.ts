import type { Context } from "hono";
import { sql, type Transaction } from "kysely";
import type { z } from "zod";
import type { createProfileBody, updateProfileBody } from "../../src/contract/system-roles.ts";
import { PRIVILEGES, SPEC_PRIVILEGES } from "../../src/permissions/catalog.ts";
import { audit, withReason } from "../audit.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { firstWhere } from "../db/by-keys.ts";
import type { Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { ApiError } from "../envelope.ts";
import { invalidateAuthCache } from "../permissions.ts";
import { checkRoleEdit } from "./profile-grants.ts";
import { profileNotFound } from "./profiles.ts";

type Ctx = Context<AppEnv>;

export type UpdateProfileBody = z.output<typeof updateProfileBody>;
export type CreateProfileBody = z.output<typeof createProfileBody>;

type Flags = Partial<Record<(typeof PRIVILEGES)[number], number>>;

/** A role grants at least one of the specifications' five ("personal" alone lets nobody do anything). */
function checkPrivileges(flags: Flags): void {
  if (!SPEC_PRIVILEGES.some((p) => flags[p] === 1))
    throw new ApiError("system_profile_privilege_required", { datafield: "privileges" });
}

/** True when another role already has the name, whatever its case. */
export async function profileNameTaken(db: Db, name: string, exceptId = 0): Promise<boolean> {
  const row = await db
    .selectFrom("profiles")
    .select("profile_id")
    .where(sql`lower(name)`, "=", name.trim().toLowerCase())
    .where("profile_id", "!=", exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

async function checkName(db: Db, name: string, exceptId?: number): Promise<void> {
  if (await profileNameTaken(db, name, exceptId))
    throw new ApiError("system_profile_name_exists", { datafield: "name" });
}

const granted = (flags: Flags) => PRIVILEGES.filter((p) => flags[p] === 1).join(", ");

export async function createProfile(deps: AppDeps, c: Ctx, body: CreateProfileBody): Promise<number> {
  checkPrivileges(body);
  const profileId = await deps.db.transaction().execute(async (trx) => {
    await checkName(trx, body.name);
    const row = await trx
      .insertInto("profiles")
      .values(body)
      .returning("profile_id")
      .executeTakeFirstOrThrow();
    await audit(trx, c, {
      action: "profile_create",
      message: `Rol creado: ${body.name} (id ${row.profile_id}); privilegios: ${granted(body)}`,
    });
    await invalidateAuthCache(trx);
    return row.profile_id;
  });
  return profileId;
}

/** The role being changed, or the not-found refusal. */
async function profileOf(trx: Transaction<Database>, profileId: number) {
  const profile = await trx
    .selectFrom("profiles")
    .selectAll()
    .where("profile_id", "=", profileId)
    .executeTakeFirst();
  if (!profile) throw profileNotFound();
  return profile;
}

export async function updateProfile(deps: AppDeps, c: Ctx, profileId: number, body: UpdateProfileBody) {
  const set = Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== undefined),
  ) as UpdateProfileBody;
  await deps.db.transaction().execute(async (trx) => {
    const current = await profileOf(trx, profileId);
    const next = { ...current, ...set };
    checkPrivileges(next);
    // Activating a role hands out all its privileges again, not only those this edit turns on.
    const before = current.active !== 1 && next.active === 1 ? {} : current;
    await checkRoleEdit(trx, c.var.user, profileId, before, next);
    if (set.name !== undefined) await checkName(trx, set.name, profileId);
    if (Object.keys(set).length > 0)
      await trx.updateTable("profiles").set(set).where("profile_id", "=", profileId).execute();
    await audit(trx, c, {
      action: "profile_update",
      message: `Rol actualizado: ${next.name} (id ${profileId}); campos: ${Object.keys(set).join(", ") || "ninguno"}; privilegios: ${granted(next)}`,
    });
    await invalidateAuthCache(trx);
  });
}

export async function deleteProfile(
  deps: AppDeps,
  c: Ctx,
  profileId: number,
  reason?: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const profile = await firstWhere(trx, "profiles", "name", { profile_id: profileId });
    if (!profile) throw profileNotFound();
    const holder = await firstWhere(trx, "user_group_profiles", "user_id", { profile_id: profileId });
    if (holder) throw new ApiError("system_profile_existing_users");
    await trx.deleteFrom("group_profiles").where("profile_id", "=", profileId).execute();
    await trx.deleteFrom("profiles").where("profile_id", "=", profileId).execute();
    await audit(trx, c, {
      action: "profile_delete",
      message: withReason(`Rol eliminado: ${profile.name} (id ${profileId})`, reason),
    });
    await invalidateAuthCache(trx);
  });
}

export async function setProfileActive(deps: AppDeps, c: Ctx, profileId: number, active: 0 | 1) {
  await deps.db.transaction().execute(async (trx) => {
    const current = await profileOf(trx, profileId);
    await checkRoleEdit(
      trx,
      c.var.user,
      profileId,
      active === 1 && current.active !== 1 ? {} : current,
      current,
    );
    await trx.updateTable("profiles").set({ active }).where("profile_id", "=", profileId).execute();
    await audit(trx, c, {
      action: active === 1 ? "profile_activate" : "profile_deactivate",
      message: `Rol ${active === 1 ? "activado" : "desactivado"}: ${current.name} (id ${profileId})`,
    });
    await invalidateAuthCache(trx);
  });
}
