import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { audit } from "../audit.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { isoAt } from "../context.ts";
import { stampOnce } from "../db/by-keys.ts";
import { ApiError } from "../envelope.ts";
import { invalidateAuthCache } from "../permissions.ts";
import { liftLock } from "../platform/auth/lockout.ts";
import { hashPassword, MIN_PASSWORD_LENGTH } from "../platform/auth/password.ts";
import { recoveryLink } from "../platform/auth/recovery-link.ts";
import { revokeUserSessions } from "../platform/auth/sessions.ts";
import { hit, LIMITS, type Limit, tooManyRequests } from "../platform/auth/throttle.ts";
import { type LookupKind, type RecoveryRefs, recoveryRefs } from "./recovery-ref.ts";

/** A recovery link is valid for one hour and once only. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

type Ctx = Context<AppEnv>;

// Only a digest is stored: a leaked database must not hand out working reset links.
function digest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

async function refsOf(deps: AppDeps): Promise<RecoveryRefs> {
  return recoveryRefs(await deps.tokens.derive("recovery-ref"));
}

// user_id is a 32-bit integer column on PostgreSQL, which refuses to compare it with a larger number: a
// deciphered decoy beyond that range is no account, and 0 (never an id) finds none on either database.
const MAX_USER_ID = 2 ** 31 - 1;

/** The account id behind a recovery pseudonym, or 0 when it cannot be one. */
async function userIdOf(deps: AppDeps, ref: number): Promise<number> {
  const userId = (await refsOf(deps)).userOf(ref);
  return userId <= MAX_USER_ID ? userId : 0;
}

async function within(deps: AppDeps, limit: Limit, subject: string): Promise<void> {
  if (!(await hit(deps.db, limit, subject, deps.clock())).allowed) throw tooManyRequests();
}

/**
 * GET base/user/find: the pseudonym of the account with that e-mail (or name, spec 1 §5), or of a decoy
 * when there is none. Same answer shape and status either way, and an account's e-mail and name answer apart.
 */
export async function findForRecovery(deps: AppDeps, c: Ctx, value: string): Promise<{ user_id: number }> {
  await within(deps, LIMITS.recoveryPerIp, c.var.clientIp);
  const lookup = value.trim().toLowerCase();
  const kind: LookupKind = lookup.includes("@") ? "email" : "name";
  const user = await deps.db
    .selectFrom("users")
    .select("user_id")
    .where((eb) => (kind === "email" ? eb("email", "=", lookup) : eb(eb.fn("lower", ["name"]), "=", lookup)))
    .orderBy("user_id")
    .limit(1)
    .executeTakeFirst();
  const refs = await refsOf(deps);
  return { user_id: user ? refs.ofUser(user.user_id, kind) : refs.decoy(lookup) };
}

/**
 * GET base/password/recover/{ref}: issues a reset token and queues the mail when the pseudonym is an
 * account's (earlier unused links of the user stop working). Answered alike when it is not.
 */
export async function startRecovery(deps: AppDeps, c: Ctx, ref: number): Promise<void> {
  await within(deps, LIMITS.recoveryPerIp, c.var.clientIp);
  await within(deps, LIMITS.recoveryPerAccount, String(ref));
  const userId = await userIdOf(deps, ref);
  const user = await deps.db
    .selectFrom("users")
    .select(["user_id", "email", "fullname"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const now = deps.clock();
  if (!user) {
    await audit(deps.db, c, {
      action: "password_recover",
      message: "Recuperación pedida para una cuenta inexistente",
      level: "warning",
    });
    return;
  }
  const token = randomBytes(32).toString("base64url");
  await deps.db.transaction().execute(async (trx) => {
    await stampOnce(trx, "password_resets", "used_at", isoAt(now), { user_id: user.user_id });
    await trx
      .insertInto("password_resets")
      .values({
        token_hash: digest(token),
        user_id: user.user_id,
        created_at: isoAt(now),
        expires_at: isoAt(now + RESET_TOKEN_TTL_MS),
        used_at: null,
      })
      .execute();
    // The plaintext link stays in the outbox only until the sender hands it over (server/mail).
    await trx
      .insertInto("mail_outbox")
      .values({
        to: user.email,
        subject: "ADM | Recuperación de contraseña",
        body: `Hola ${user.fullname}:\n\nPara definir una nueva contraseña abra este enlace (válido durante 1 hora):\n${recoveryLink(deps.security.publicUrl, token)}\n`,
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

export type RecoveryUpdate = { ref: number; token: string; plain: string };

/** Sets the new password from a valid link; also unlocks the account and ends every open session. */
export async function finishRecovery(deps: AppDeps, c: Ctx, input: RecoveryUpdate): Promise<void> {
  const now = deps.clock();
  const userId = await userIdOf(deps, input.ref);
  const reset = await deps.db
    .selectFrom("password_resets")
    .select(["token_hash", "expires_at"])
    .where("token_hash", "=", digest(input.token))
    .where("user_id", "=", userId)
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
      .set({ password_hash: passwordHash })
      .where("user_id", "=", userId)
      .returning("email")
      .executeTakeFirstOrThrow();
    await liftLock(trx, { user_id: userId, email: user.email });
    await revokeUserSessions(trx, userId, now);
    await invalidateAuthCache(trx, userId);
    await audit(trx, c, {
      action: "password_update",
      message: "Contraseña actualizada por recuperación",
      user: user.email,
    });
  });
}
