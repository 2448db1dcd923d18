import type { Context } from "hono";
import { audit, withReason } from "../audit.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { isoAt } from "../context.ts";
import type { Db } from "../db/database.ts";
import type { UserTable } from "../db/schema.ts";
import { invalidateAuthCache } from "../permissions.ts";
import { liftLock } from "../platform/auth/lockout.ts";
import { hashPassword } from "../platform/auth/password.ts";
import { revokeUserSessions } from "../platform/auth/sessions.ts";
import { queueInvitation, unusablePassword } from "./invitation.ts";
import {
  type CreateUserBody,
  checkNotSelf,
  checkOwnCredentials,
  checkPassword,
  checkReferences,
  checkRoot,
  type UpdateUserBody,
} from "./user-fields.ts";
import { checkGrantable, checkHomeRegion, checkLastRoot, checkTargetWithin } from "./user-grants.ts";
import { findTarget, heldRows } from "./user-read.ts";
import { checkRows, describeRows, type GroupRole, rowsOf } from "./user-rows.ts";

type Ctx = Context<AppEnv>;
type UserChanges = Partial<Omit<UserTable, "user_id" | "failed_logins" | "failed_login_at">> & {
  failed_logins?: number;
};

async function replaceRows(trx: Db, userId: number, rows: readonly GroupRole[]): Promise<void> {
  await trx.deleteFrom("user_group_profiles").where("user_id", "=", userId).execute();
  await trx
    .insertInto("user_group_profiles")
    .values(rows.map((row) => ({ user_id: userId, ...row })))
    .execute();
}

/** Creates a user with their group/role rows; without a password they get an invitation. Returns the id. */
export async function createUser(deps: AppDeps, c: Ctx, body: CreateUserBody): Promise<number> {
  checkRoot(c.var.user, body.root);
  const rows = rowsOf(body) ?? [];
  checkPassword(body.plain);
  const invited = body.plain === undefined;
  const password_hash = await hashPassword(body.plain ?? unusablePassword());
  const now = deps.clock();
  const fullname = body.fullname ?? body.name;
  const userId = await deps.db.transaction().execute(async (trx) => {
    await checkReferences(trx, body);
    await checkGrantable(trx, c.var.user, rows, []);
    await checkRows(trx, rows, []);
    const { user_id } = await trx
      .insertInto("users")
      .values({
        name: body.name,
        fullname,
        email: body.email,
        password_hash,
        root: body.root,
        active: body.active,
        region_id: body.region_id,
        tz_id: body.tz_id,
        locked_at: null,
        last_login: null,
        created_at: isoAt(now),
      })
      .returning("user_id")
      .executeTakeFirstOrThrow();
    await replaceRows(trx, user_id, rows);
    await checkHomeRegion(trx, user_id, body.region_id);
    if (invited) {
      const { publicUrl } = deps.security;
      await queueInvitation(trx, { userId: user_id, email: body.email, fullname, publicUrl, now });
    }
    const granted = await describeRows(trx, rows);
    await audit(trx, c, {
      action: "user_create",
      message: `Usuario creado: ${body.email} (id ${user_id}); grupos/roles: ${granted}${invited ? "; invitación enviada" : ""}`,
    });
    await invalidateAuthCache(trx, user_id);
    return user_id;
  });
  return userId;
}

/** Updates the fields sent; rows, when sent, replace the user's rows. */
export async function updateUser(deps: AppDeps, c: Ctx, userId: number, body: UpdateUserBody) {
  const actor = c.var.user;
  checkPassword(body.plain);
  if (body.active === 0) checkNotSelf(actor, userId, "active");
  const password_hash = body.plain === undefined ? undefined : await hashPassword(body.plain);
  const rows = rowsOf(body);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const target = await findTarget(trx, userId);
    checkOwnCredentials(actor, target, body);
    checkRoot(actor, target.root, body.root);
    await checkTargetWithin(trx, actor, userId);
    await checkLastRoot(trx, target, body);
    await checkReferences(trx, body, userId);
    if (rows) {
      const held = await heldRows(trx, userId);
      await checkGrantable(trx, actor, rows, held);
      await checkRows(trx, rows, held);
    }
    const { name, fullname, email, region_id, tz_id, active, root } = body;
    const set: UserChanges = { name, fullname, email, region_id, tz_id, active, root, password_hash };
    for (const key of Object.keys(set) as (keyof UserChanges)[]) if (set[key] === undefined) delete set[key];
    const fields = Object.keys(set).map((key) => (key === "password_hash" ? "contraseña" : key));
    if (Object.keys(set).length > 0)
      await trx.updateTable("users").set(set).where("user_id", "=", userId).execute();
    // Reactivation also lifts a lockout; deactivation and a new password end the open sessions.
    if (active === 1 && target.active !== 1) await liftLock(trx, target);
    // Changing one's own password here keeps the session doing it; every other session ends.
    const keep = actor.user_id === userId && active !== 0 ? c.var.sessionId : undefined;
    if (active === 0 || password_hash) await revokeUserSessions(trx, userId, now, keep);
    if (rows) {
      await replaceRows(trx, userId, rows);
      fields.push("grupos/roles");
    }
    if (region_id !== undefined && region_id !== target.region_id)
      await checkHomeRegion(trx, userId, region_id);
    const detail = rows ? ` (grupos/roles: ${await describeRows(trx, rows)})` : "";
    await audit(trx, c, {
      action: "user_update",
      message: `Usuario actualizado: ${target.email} (id ${userId}); campos: ${fields.join(", ") || "ninguno"}${detail}`,
    });
    await invalidateAuthCache(trx, userId);
  });
}

export async function deleteUser(deps: AppDeps, c: Ctx, userId: number, reason?: string): Promise<void> {
  checkNotSelf(c.var.user, userId);
  await deps.db.transaction().execute(async (trx) => {
    const target = await findTarget(trx, userId);
    checkRoot(c.var.user, target.root);
    await checkTargetWithin(trx, c.var.user, userId);
    await checkLastRoot(trx, target, { deleting: true });
    // Sessions, reset links and notifications go with the user (foreign keys on delete cascade).
    await trx.deleteFrom("user_group_profiles").where("user_id", "=", userId).execute();
    await trx.deleteFrom("users").where("user_id", "=", userId).execute();
    await audit(trx, c, {
      action: "user_delete",
      message: withReason(`Usuario eliminado: ${target.email} (id ${userId})`, reason),
    });
    await invalidateAuthCache(trx, userId);
  });
}

/** PUT /user/activation: deactivating ends the user's sessions; reactivating also clears a lockout. */
export async function setUserActive(deps: AppDeps, c: Ctx, userId: number, active: 0 | 1): Promise<void> {
  checkNotSelf(c.var.user, userId, "active");
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const target = await findTarget(trx, userId);
    checkRoot(c.var.user, target.root);
    await checkTargetWithin(trx, c.var.user, userId);
    await checkLastRoot(trx, target, { active });
    await trx.updateTable("users").set({ active }).where("user_id", "=", userId).execute();
    if (active === 1) await liftLock(trx, target);
    if (active === 0) await revokeUserSessions(trx, userId, now);
    await audit(trx, c, {
      action: active === 1 ? "user_activate" : "user_deactivate",
      message: `Usuario ${active === 1 ? "activado" : "desactivado"}: ${target.email} (id ${userId})`,
    });
    await invalidateAuthCache(trx, userId);
  });
}
