import type { SessionUser } from "../session/store";
import { api } from "./client";

export type LoginResult = { token: string; user: SessionUser; notification?: { message?: string } };

export function login(email: string, plain: string): Promise<LoginResult> {
  return api<LoginResult>("/auth/login", { method: "POST", body: { email, plain } });
}

export function renewToken(): Promise<{ token: string }> {
  return api<{ token: string }>("/auth/renew", { method: "POST" });
}

export function logout(): Promise<unknown> {
  return api("/auth/logout", { method: "POST" });
}

/**
 * The recovery reference of an e-mail. The server answers one for any e-mail, with or without an account,
 * so the answer reveals nothing; only recover and update with it act on a real account.
 */
export function findUserByEmail(email: string): Promise<{ user_id: number }> {
  return api("/base/user/find", { query: { email } });
}

export function requestPasswordRecovery(userId: number): Promise<unknown> {
  return api(`/base/password/recover/${userId}`);
}

export function updatePassword(userId: number, token: string, plain: string): Promise<unknown> {
  return api(`/base/password/update/${userId}`, { method: "POST", body: { user_id: userId, token, plain } });
}

export function fetchTranslations(): Promise<Record<string, Record<string, unknown>>> {
  return api("/base/translations");
}
