import { authCalls } from "../contract/auth";
import { baseCalls } from "../contract/base";
import type { CallResult } from "../contract/define";
import { callService } from "./call";

export type LoginResult = CallResult<typeof authCalls.login>;

export function login(email: string, plain: string): Promise<LoginResult> {
  return callService(authCalls.login, { body: { email, plain } });
}

export function renewToken(): Promise<{ token: string }> {
  return callService(authCalls.renewToken);
}

export function logout(): Promise<unknown> {
  return callService(authCalls.logout);
}

/**
 * The recovery reference of an e-mail. The server answers one for any e-mail, with or without an account,
 * so the answer reveals nothing; only recover and update with it act on a real account.
 */
export function findUserByEmail(email: string): Promise<{ user_id: number }> {
  return callService(baseCalls.findUser, { query: { email } });
}

export function requestPasswordRecovery(userId: number): Promise<unknown> {
  return callService(baseCalls.requestPasswordRecovery, { params: { user_id: userId } });
}

export function updatePassword(userId: number, token: string, plain: string): Promise<unknown> {
  return callService(baseCalls.updatePassword, {
    params: { user_id: userId },
    body: { user_id: userId, token, plain },
  });
}

export function fetchTranslations(): Promise<Record<string, Record<string, unknown>>> {
  return callService(baseCalls.getTranslations);
}
