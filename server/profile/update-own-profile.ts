import type { Context } from "hono";
import type { HandlerInput } from "../../src/contract/define.ts";
import type { profileCalls } from "../../src/contract/profile.ts";
import { audit } from "../audit.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { firstWhere } from "../db/by-keys.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { queueMail } from "../mail/outbox.ts";
import { invalidateAuthCache } from "../permissions.ts";
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "../platform/auth/password.ts";
import { revokeSession, revokeUserSessions } from "../platform/auth/sessions.ts";

/** PUT /services/profile: the signed-in user's own data, as its declaration validated it. */
type OwnProfileBody = HandlerInput<typeof profileCalls.updateOwnProfile>["body"];

function checkPassword(body: OwnProfileBody) {
  if (body.plain !== undefined && body.plain.length < MIN_PASSWORD_LENGTH) {
    throw new ApiError("password_weak", { datafield: "plain" });
  }
}

// Checks that need the database (run inside the write's transaction), each naming the field to clear.
async function checkUpdate(trx: Db, userId: number, regions: number[], body: OwnProfileBody, email?: string) {
  if (body.tz_id !== undefined) {
    const tz = await firstWhere(trx, "timezones", "tz_id", { tz_id: body.tz_id });
    if (!tz) throw new ApiError("invalid_request", { datafield: "tz_id" });
  }
  // Nobody sets a home region their groups do not grant (issue 28 item 1).
  if (body.region_id !== undefined && !regions.includes(body.region_id)) {
    throw new ApiError("user_region_not_granted", { datafield: "region_id" });
  }
  if (email !== undefined) {
    const taken = await firstWhere(trx, "users", "user_id", { email }, { user_id: userId });
    if (taken) throw new ApiError("user_email_exists", { datafield: "email" });
  }
}

/**
 * A new password or e-mail needs the current password (issue 28 item 6): a session left open, or stolen, must
 * not be enough to take the account for good. Returns the stored e-mail and name (the change's notice).
 */
async function checkCurrentPassword(trx: Db, userId: number, body: OwnProfileBody, email?: string) {
  const stored = await trx
    .selectFrom("users")
    .select(["email", "fullname", "password_hash"])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const changesEmail = email !== undefined && email !== stored.email;
  if (body.plain === undefined && !changesEmail) return { ...stored, changesEmail };
  const current = body.current_plain ?? "";
  if (current === "" || !(await verifyPassword(stored.password_hash, current)))
    throw new ApiError("password_current_invalid", { datafield: "current_plain" });
  return { ...stored, changesEmail };
}

/** The old address learns of an e-mail change, so an owner whose session was taken can react. */
function emailChangeNotice(fullname: string, email: string) {
  return {
    subject: "ADM | Cambio de correo electrónico",
    body:
      `Hola ${fullname}:\n\nEl correo electrónico de su usuario en la consola ADM se cambió a ${email}. ` +
      "Si usted no hizo este cambio, avise de inmediato a un administrador.\n",
  };
}

/**
 * Saves the own profile and ends the session that saved it (the console signs out after a save). A new
 * password ends every other session of the user as well: whoever knew the old one is out.
 */
export async function updateOwnProfile(
  deps: AppDeps,
  c: Context<AppEnv>,
  body: OwnProfileBody,
): Promise<void> {
  const user = c.var.user;
  const email = body.email?.toLowerCase();
  checkPassword(body);
  const password_hash = body.plain === undefined ? undefined : await hashPassword(body.plain);
  await deps.db.transaction().execute(async (trx) => {
    const stored = await checkCurrentPassword(trx, user.user_id, body, email);
    await checkUpdate(
      trx,
      user.user_id,
      user.regions.map((r) => r.region_id),
      body,
      email,
    );
    await trx
      .updateTable("users")
      .set({
        name: body.name,
        fullname: body.fullname,
        email,
        password_hash,
        tz_id: body.tz_id,
        region_id: body.region_id,
      })
      .where("user_id", "=", user.user_id)
      .execute();
    if (stored.changesEmail && email !== undefined)
      await queueMail(trx, { to: stored.email, ...emailChangeNotice(stored.fullname, email) }, deps.clock());
    const changed = Object.keys(body).filter((key) => key !== "plain" && key !== "current_plain");
    if (password_hash) changed.push("password");
    await audit(trx, c, { action: "profile_update", message: `Perfil actualizado: ${changed.join(", ")}` });
    if (password_hash) await revokeUserSessions(trx, user.user_id, deps.clock());
    else await revokeSession(trx, c.var.sessionId, deps.clock());
    await invalidateAuthCache(trx, user.user_id);
  });
}
