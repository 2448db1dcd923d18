import type { Context } from "hono";
import { audit } from "../audit.ts";
import type { AppDeps, AppEnv, AuthUser } from "../context.ts";
import { isoAt } from "../context.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { loadAuthUser } from "../permissions.ts";
import {
  claimAttempt,
  lockIfExhausted,
  MAX_FAILED_LOGINS,
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

/** Why an account locks: five wrong passwords, or one once the day's budget of failures is spent. */
const LOCK_MESSAGES = {
  attempts: `Cuenta bloqueada tras ${MAX_FAILED_LOGINS} intentos fallidos`,
  budget: `Cuenta bloqueada: agotado el cupo diario de ${LIMITS.loginPerAccount.max} intentos fallidos`,
} as const;

/** Every failed password check leaves a warning row naming the address tried and why it failed. */
const auditFailure = (db: Db, c: Context<AppEnv>, email: string, message: string) =>
  audit(db, c, { action: "login_failed", message, level: "warning", user: email });

/**
 * A wrong password on an account: locks it when the count reached the limit (at once when the day's budget
 * is spent).
 */
async function recordFailure(
  deps: AppDeps,
  c: Context<AppEnv>,
  user: { user_id: number; email: string },
  budgetSpent: boolean,
) {
  return deps.db.transaction().execute(async (trx) => {
    const limit = budgetSpent ? 1 : MAX_FAILED_LOGINS;
    if (!(await lockIfExhausted(trx, user.user_id, deps.clock(), limit))) {
      await auditFailure(trx, c, user.email, "Contraseña incorrecta");
      return invalidLogin();
    }
    await audit(trx, c, {
      action: "account_locked",
      message: LOCK_MESSAGES[budgetSpent ? "budget" : "attempts"],
      level: "error",
      user: user.email,
    });
    return blocked();
  });
}

/** Past the day's budget, an attempt that is not the first since the last lock locks it without a check. */
async function lockUnchecked(deps: AppDeps, c: Context<AppEnv>, user: { user_id: number; email: string }) {
  await deps.db.transaction().execute(async (trx) => {
    if (await lockIfExhausted(trx, user.user_id, deps.clock(), 1))
      await audit(trx, c, {
        action: "account_locked",
        message: LOCK_MESSAGES.budget,
        level: "error",
        user: user.email,
      });
  });
  return blocked();
}

/**
 * The per-address budget: once spent, only an e-mail that already failed from this address in the window
 * is refused, so one account's attacker does not keep every colleague behind the same address out.
 */
async function withinAddressBudget(deps: AppDeps, c: Context<AppEnv>, email: string): Promise<Hit[]> {
  const now = deps.clock();
  const perIp = await hit(deps.db, LIMITS.loginPerIp, c.var.clientIp, now);
  const perIpAccount = await hit(deps.db, LIMITS.loginPerIpAccount, `${c.var.clientIp}|${email}`, now);
  if (!perIp.allowed && !perIpAccount.allowed) throw tooManyRequests();
  return [perIp, perIpAccount];
}

/**
 * An e-mail without an account gets the same answers, in the same time, as an account with a wrong password:
 * a password check against a dummy hash, auth_invalid_login, and after five attempts the lock's answer (after
 * one, once the e-mail's daily budget is spent).
 */
async function refuseUnknown(
  deps: AppDeps,
  c: Context<AppEnv>,
  email: string,
  plain: string,
): Promise<never> {
  const attempt = await unknownAccountAttempt(deps.db, email, deps.clock(), deps.security.lockMs);
  if (!attempt.check) throw blocked();
  const budgetSpent = !(await hit(deps.db, LIMITS.loginPerAccount, email, deps.clock())).allowed;
  if (budgetSpent && attempt.counted.hits > 1) throw blocked();
  await verifyAgainstDummy(plain);
  await auditFailure(deps.db, c, email, "Usuario desconocido");
  throw attempt.locks || budgetSpent ? blocked() : invalidLogin();
}

/**
 * Order matters: the per-address budget, then the lock (claimed atomically, so parallel attempts get at most
 * five checks; a locked account answers its lock before any other budget), then the per-e-mail budget (spent,
 * only the first attempt after a lock is checked), then the password; only a right password learns that the
 * account is inactive.
 */
export async function login(deps: AppDeps, c: Context<AppEnv>, input: LoginInput): Promise<LoginResult> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const addressBudgets = await withinAddressBudget(deps, c, email);
  const user = await db
    .selectFrom("users")
    .select(["user_id", "email", "password_hash", "active"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!user) return refuseUnknown(deps, c, email, input.plain);
  const place = await claimAttempt(db, user.user_id, deps.clock(), deps.security.lockMs);
  if (place === null) throw blocked();
  const perAccount = await hit(db, LIMITS.loginPerAccount, email, deps.clock());
  const budgetSpent = !perAccount.allowed;
  if (budgetSpent && place > 1) throw await lockUnchecked(deps, c, user);
  if (!(await verifyPassword(user.password_hash, input.plain)))
    throw await recordFailure(deps, c, user, budgetSpent);
  // A right password is not a failed attempt: the budgets get it back, and a parallel lock still wins.
  if (!(await settleSuccess(db, user.user_id))) {
    // Every password check leaves its audit row, this one too: a parallel burst locked the account meanwhile.
    await auditFailure(db, c, user.email, "Contraseña correcta, cuenta bloqueada por intentos en paralelo");
    throw blocked();
  }
  for (const counted of [...addressBudgets, perAccount]) await refund(db, counted);
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
