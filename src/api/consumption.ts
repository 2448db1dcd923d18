import type { Subscription, SubscriptionStatus } from "../contract/consumption";
import { api } from "./client";
import { ApiError, isApiError } from "./errors";

// consulta_consumo (spec 1 §3, §7): look up an end user, list their subscriptions, and the four changes. Every
// call is a GET with the spec's parameters; business refusals arrive as ApiError with a PGS_* code.

const BASE = "/consulta_consumo";
/** Spec 1 §7: the consumption calls carry fixed client parameters (the client adds region and tenant). */
const CLIENT = { api_version: "v7", format: "json" } as const;

function call<T>(path: string, query: Record<string, string | number>, signal?: AbortSignal): Promise<T> {
  return api<T>(`${BASE}${path}`, { signal, query: { ...CLIENT, ...query } });
}

export type FoundUser = {
  USER_HASH: string;
  REGION_NOMBRE: string;
  ID_USUARIO: number;
  EMAIL: string;
  NAME: string;
  PHONE_TELMEX: string | null;
  PHONE_TELCEL: string | null;
  CREATED_AT: string;
};

export type { Subscription, SubscriptionStatus } from "../contract/consumption";

export type SubscriptionList = { subscriptions: Subscription[]; total: number };

/** The spec's search selector: e-mail, telmex phone or telcel phone. */
export type SearchKind = "email" | "telmex" | "telcel";
export type SubscriberSearch = { by: SearchKind; q: string };

/** A hit of the palette's partial search: how it matched tells which search opens it. */
export type SearchHit = FoundUser & { MATCH: SearchKind };

export const CODES = {
  userNotFound: "PGS_USR_00001",
  noSubscriptions: "PGS_USR_00002",
  invalidEmail: "PGS_USR_00003",
  invalidPhone: "PGS_USR_00005",
} as const;

export function fetchSubscriber(search: SubscriberSearch, signal?: AbortSignal): Promise<FoundUser> {
  if (search.by === "email") return call<FoundUser>("/user/byemail", { email: search.q }, signal);
  return call<FoundUser>("/user/bytel", { phone: search.q, type: search.by }, signal);
}

/** Prefix search (this server's extension of the contract): another server without it just finds nothing. */
export async function searchSubscribers(term: string, signal?: AbortSignal, limit = 8): Promise<SearchHit[]> {
  try {
    const result = await call<{ users: SearchHit[] }>("/user/search", { term, limit }, signal);
    return result.users ?? [];
  } catch (error) {
    if (isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 405)) return [];
    throw error;
  }
}

/** PGS_USR_00002 means "no subscriptions": an empty list, not a failure (deletion is then allowed). */
export async function fetchSubscriptions(userHash: string, signal?: AbortSignal): Promise<SubscriptionList> {
  try {
    return await call<SubscriptionList>("/subscription/list", { user_hash: userHash }, signal);
  } catch (error) {
    if (isApiError(error) && error.code === CODES.noSubscriptions) return { subscriptions: [], total: 0 };
    throw error;
  }
}

// Changes. Spec 1 §7 sends no reason; this console always does, and the reference server audits it.

export type CancelInput = { user: FoundUser; subscription: Subscription; reason: string };
export type TerminateInput = { user: FoundUser; reason: string };
export type EmailInput = { user: FoundUser; newEmail: string; reason: string };
export type DeleteInput = { user: FoundUser; reason: string };

export function cancelSubscription({ user, subscription, reason }: CancelInput) {
  return call<{ subscription_id: number; status: SubscriptionStatus }>("/subscription/cancel", {
    user_hash: user.USER_HASH,
    id_usuario: user.ID_USUARIO,
    email: user.EMAIL,
    subscription_id: subscription.subscription_id,
    reason,
  });
}

export function terminateSubscriptions({ user, reason }: TerminateInput) {
  return call<{ terminated: number }>("/subscription/terminate", { user_hash: user.USER_HASH, reason });
}

/** The server decides whether the new e-mail is valid and free; success is result.ACTUALIZO '1' (spec 1 §7). */
export async function modifyEmail({ user, newEmail, reason }: EmailInput): Promise<void> {
  const result = await call<{ ACTUALIZO?: string }>("/user/modifyemail", {
    id_usuario: user.ID_USUARIO,
    email: user.EMAIL,
    new_email: newEmail,
    reason,
  });
  if (result?.ACTUALIZO !== "1") throw new ApiError({ code: "error_generic", httpStatus: 200 });
}

/** Spec 1 §4: the server terminates the active purchased subscriptions, then deletes the user, in one call. */
export function deleteSubscriber({ user, reason }: DeleteInput) {
  return call<{ deleted: number; terminated: number }>("/user/delete", {
    user_hash: user.USER_HASH,
    id_usuario: user.ID_USUARIO,
    reason,
  });
}
