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

export function findUserByEmail(email: string): Promise<{ user_id: number; name: string }> {
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
