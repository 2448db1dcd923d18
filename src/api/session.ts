import type { authCalls } from "../contract/auth";
import type { baseCalls } from "../contract/base";
import type { CallResult } from "../contract/define";
import { TRANSLATIONS_ROUTE } from "../contract/translations-route";
import { callService } from "./call";
import { api } from "./client";

// The declarations (and zod, their schemas' code) load with the first call a user makes, not with the login
// page: the first screen shows a form and needs none of them to do so.
const auth = () => import("../contract/auth").then((contract) => contract.authCalls);
const base = () => import("../contract/base").then((contract) => contract.baseCalls);

export type LoginResult = CallResult<typeof authCalls.login>;

export async function login(email: string, plain: string): Promise<LoginResult> {
  return callService((await auth()).login, { body: { email, plain } });
}

export async function renewToken(): Promise<{ token: string }> {
  return callService((await auth()).renewToken);
}

export async function logout(): Promise<unknown> {
  return callService((await auth()).logout);
}

/**
 * The recovery reference of an e-mail. The server answers one for any e-mail, with or without an account,
 * so the answer reveals nothing; only recover and update with it act on a real account.
 */
export async function findUserByEmail(email: string): Promise<{ user_id: number }> {
  return callService((await base()).findUser, { query: { email } });
}

export async function requestPasswordRecovery(userId: number): Promise<unknown> {
  return callService((await base()).requestPasswordRecovery, { params: { user_id: userId } });
}

export async function updatePassword(userId: number, token: string, plain: string): Promise<unknown> {
  return callService((await base()).updatePassword, {
    params: { user_id: userId },
    body: { user_id: userId, token, plain },
  });
}

/** Made at start on the route alone (src/contract/translations-route.ts): the login page loads no schema for it. */
export function fetchTranslations(): Promise<CallResult<typeof baseCalls.getTranslations>> {
  return api(TRANSLATIONS_ROUTE.path, { method: TRANSLATIONS_ROUTE.method });
}
