import type { Context } from "hono";
import { audit } from "../audit.ts";
import type { AppDeps, AppEnv, AuthUser } from "../context.ts";
import { isoAt } from "../context.ts";
import { ApiError } from "../envelope.ts";
import { loadAuthUser } from "../permissions.ts";
import {
  claimAttempt,
  lockIfExhausted,
  MAX_FAILED_LOGINS,
  releaseAttempt,
  settleSuccess,
  unknownAccountAttempt,
} from "../platform/auth/lockout.ts";
import { resolveScope } from "../platform/auth/middleware.ts";
import { verifyAgainstDummy, verifyPassword } from "../platform/auth/password.ts";
import { createSession } from "../platform/auth/sessions.ts";
import { type Hit, hit, LIMITS, refund, tooManyRequests } from "../platform/auth/throttle.ts";
import { takePendingNotification } from "../platform/notifications/pending.ts";

export type LoginInput = { email: string; plain: string; region?: string; tenant_code?: string };
export type LoginResult = { token: string; user: AuthUser; notification: { message: string } };

const invalidLogin = () => new ApiError("auth_invalid_login");
const blocked = () => new ApiError("bloqued_account_exception");

/** A wrong password on an account: locks it when the count reached the limit. */
async function recordFailure(deps: AppDeps, c: Context<AppEnv>, user: { user_id: number; email: string }) {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockIfExhausted(trx, user.user_id, deps.clock()))) {
      await audit(trx, c, {
        action: "login_failed",
        message: "Contraseña incorrecta",
        level: "warning",
        user: user.email,
      });
      return invalidLogin();
    }
    await audit(trx, c, {
      action: "account_locked",
      message: `Cuenta bloqueada tras ${MAX_FAILED_LOGINS} intentos fallidos`,
      level: "error",
      user: user.email,
    });
    return blocked();
  });
}

/** The per-e-mail budget of failed logins; refused, the attempt already counted is given back. */
async function withinAccountBudget(deps: AppDeps, email: string, release: () => Promise<void>): Promise<Hit> {
  const counted = await hit(deps.db, LIMITS.loginPerAccount, email, deps.clock());
  if (counted.allowed) return counted;
  await release();
  throw tooManyRequests();
}

/**
 * An e-mail without an account gets the same answers, in the same time, as an account with a wrong password:
 * a password check against a dummy hash, auth_invalid_login, and after five attempts the lock's answer.
 */
async function refuseUnknown(
  deps: AppDeps,
  c: Context<AppEnv>,
  email: string,
  plain: string,
): Promise<never> {
  const attempt = await unknownAccountAttempt(deps.db, email, deps.clock(), deps.security.lockMs);
  if (!attempt.check) throw blocked();
  await withinAccountBudget(deps, email, () => refund(deps.db, attempt.counted));
  await verifyAgainstDummy(plain);
  await audit(deps.db, c, {
    action: "login_failed",
    message: "Usuario desconocido",
    level: "warning",
    user: email,
  });
  throw attempt.locks ? blocked() : invalidLogin();
}

/**
 * Order matters: the per-address budget, then the lock (claimed atomically, so parallel attempts get at most
 * five checks; a locked account answers its lock before any other budget), then the per-e-mail budget, then
 * the password; only a right password learns that the account is inactive.
 */
export async function login(deps: AppDeps, c: Context<AppEnv>, input: LoginInput): Promise<LoginResult> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const perIp = await hit(db, LIMITS.loginPerIp, c.var.clientIp, deps.clock());
  if (!perIp.allowed) throw tooManyRequests();
  const user = await db
    .selectFrom("users")
    .select(["user_id", "email", "password_hash", "active"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!user) return refuseUnknown(deps, c, email, input.plain);
  if (!(await claimAttempt(db, user.user_id, deps.clock(), deps.security.lockMs))) throw blocked();
  const perAccount = await withinAccountBudget(deps, email, () => releaseAttempt(db, user.user_id));
  if (!(await verifyPassword(user.password_hash, input.plain))) throw await recordFailure(deps, c, user);
  // A right password is not a failed attempt: the budgets get it back, and a parallel lock still wins.
  if (!(await settleSuccess(db, user.user_id))) {
    // Every password check leaves its audit row, this one too: a parallel burst locked the account meanwhile.
    await audit(db, c, {
      action: "login_failed",
      message: "Contraseña correcta, cuenta bloqueada por intentos en paralelo",
      level: "warning",
      user: user.email,
    });
    throw blocked();
  }
  await refund(db, perIp);
  await refund(db, perAccount);
  if (user.active !== 1) throw new ApiError("user_inactive");
  const authUser = await loadAuthUser(db, user.user_id);
  if (!authUser) throw invalidLogin();
  resolveScope(authUser, input);
  const now = deps.clock();
  const { jti, message } = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ last_login: isoAt(now) })
      .where("user_id", "=", user.user_id)
      .execute();
    const session = await createSession(trx, user.user_id, now);
    await audit(trx, c, { action: "login", message: "Inicio de sesión", user: user.email });
    // The login answer delivers the pending notification (spec 1 §3), so the stream must not repeat it.
    return { jti: session, message: await takePendingNotification(trx, user.user_id, now) };
  });
  return {
    token: await deps.tokens.sign(user.user_id, jti),
    user: authUser,
    notification: { message: message ?? "" },
  };
}
