import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { audit } from "../audit.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { isoAt } from "../context.ts";
import { ApiError } from "../envelope.ts";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./password.ts";
import { revokeUserSessions } from "./sessions.ts";

/** A recovery link is valid for one hour and once only. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

// Only a digest is stored: a leaked database must not hand out working reset links.
function digest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Issues a reset token and queues the recovery e-mail; earlier unused links of the user stop working. */
export async function startRecovery(deps: AppDeps, c: Context<AppEnv>, userId: number): Promise<void> {
  const user = await deps.db
    .selectFrom("users")
    .select(["user_id", "email", "fullname"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!user) throw new ApiError("user_not_found");
  const now = deps.clock();
  const token = randomBytes(32).toString("base64url");
  const link = `${new URL(c.req.url).origin}/recover?id=${token}`;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("password_resets")
      .set({ used_at: isoAt(now) })
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("password_resets")
      .values({
        token_hash: digest(token),
        user_id: userId,
        created_at: isoAt(now),
        expires_at: isoAt(now + RESET_TOKEN_TTL_MS),
        used_at: null,
      })
      .execute();
    await trx
      .insertInto("mail_outbox")
      .values({
        to: user.email,
        subject: "ADM | Recuperación de contraseña",
        body: `Hola ${user.fullname}:\n\nPara definir una nueva contraseña abra este enlace (válido durante 1 hora):\n${link}\n`,
        created_at: isoAt(now),
      })
      .execute();
    await audit(trx, c, {
      action: "password_recover",
      message: "Correo de recuperación enviado",
      user: user.email,
    });
  });
}

export type RecoveryUpdate = { userId: number; token: string; plain: string };

/** Sets the new password from a valid link; also unlocks the account and ends every open session. */
export async function finishRecovery(
  deps: AppDeps,
  c: Context<AppEnv>,
  input: RecoveryUpdate,
): Promise<void> {
  const now = deps.clock();
  const reset = await deps.db
    .selectFrom("password_resets")
    .select(["token_hash", "expires_at"])
    .where("token_hash", "=", digest(input.token))
    .where("user_id", "=", input.userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (!reset || Date.parse(reset.expires_at) <= now) throw new ApiError("password_token_invalid");
  if (input.plain.length < MIN_PASSWORD_LENGTH) throw new ApiError("password_weak", { datafield: "plain" });
  const passwordHash = await hashPassword(input.plain);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("password_resets")
      .set({ used_at: isoAt(now) })
      .where("token_hash", "=", reset.token_hash)
      .execute();
    const user = await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, failed_logins: 0, locked_at: null })
      .where("user_id", "=", input.userId)
      .returning("email")
      .executeTakeFirstOrThrow();
    await revokeUserSessions(trx, input.userId, now);
    await audit(trx, c, {
      action: "password_update",
      message: "Contraseña actualizada por recuperación",
      user: user.email,
    });
  });
}
