import type { Context } from "hono";
import { audit } from "../audit.ts";
import type { AppDeps, AppEnv, AuthUser } from "../context.ts";
import { isoAt } from "../context.ts";
import { ApiError } from "../envelope.ts";
import { takePendingNotification } from "../notifications/pending.ts";
import { loadAuthUser } from "../permissions.ts";
import { resolveScope } from "./middleware.ts";
import { verifyPassword } from "./password.ts";
import { createSession } from "./sessions.ts";

/** The wrong password that locks the account (counted since the last success or unlock). */
export const MAX_FAILED_LOGINS = 5;

export type LoginInput = { email: string; plain: string; region?: string; tenant_code?: string };
export type LoginResult = { token: string; user: AuthUser; notification: { message: string } };

async function recordFailure(deps: AppDeps, c: Context<AppEnv>, user: { user_id: number; email: string }) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("users")
      .set((eb) => ({ failed_logins: eb("failed_logins", "+", 1) }))
      .where("user_id", "=", user.user_id)
      .returning("failed_logins")
      .executeTakeFirstOrThrow();
    if (row.failed_logins < MAX_FAILED_LOGINS) {
      await audit(trx, c, {
        action: "login_failed",
        message: "Contraseña incorrecta",
        level: "warning",
        user: user.email,
      });
      return new ApiError("auth_invalid_login");
    }
    await trx
      .updateTable("users")
      .set({ locked_at: isoAt(deps.clock()) })
      .where("user_id", "=", user.user_id)
      .execute();
    await audit(trx, c, {
      action: "account_locked",
      message: `Cuenta bloqueada tras ${MAX_FAILED_LOGINS} intentos fallidos`,
      level: "error",
      user: user.email,
    });
    return new ApiError("bloqued_account_exception");
  });
}

export async function login(deps: AppDeps, c: Context<AppEnv>, input: LoginInput): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const user = await deps.db
    .selectFrom("users")
    .select(["user_id", "email", "password_hash", "active", "locked_at"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!user) {
    await audit(deps.db, c, {
      action: "login_failed",
      message: "Usuario desconocido",
      level: "warning",
      user: email,
    });
    throw new ApiError("auth_invalid_login");
  }
  if (user.locked_at) throw new ApiError("bloqued_account_exception");
  if (!(await verifyPassword(user.password_hash, input.plain))) throw await recordFailure(deps, c, user);
  if (user.active !== 1) throw new ApiError("user_inactive");
  const authUser = await loadAuthUser(deps.db, user.user_id);
  if (!authUser) throw new ApiError("auth_invalid_login");
  resolveScope(authUser, input);
  const now = deps.clock();
  const { jti, message } = await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ failed_logins: 0, last_login: isoAt(now) })
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
