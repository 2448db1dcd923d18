import { CODE, consumptionCalls, type FoundUser, type Subscription } from "../contract/consumption";
import {
  consumptionHistoryCalls,
  type HistoryAction,
  type HistoryPage,
} from "../contract/consumption-history";
import { callService } from "./call";
import { ApiError, isApiError } from "./errors";

// consulta_consumo (src/contract/consumption.ts): look up an end user, list their subscriptions, and the four
// changes. Business refusals arrive as ApiError with a PGS_* code.

/** Spec 1 §7: the consumption calls carry fixed client parameters (the client adds region and tenant). */
const CLIENT = { api_version: "v7", format: "json" } as const;

export type {
  FoundUser,
  SearchHit,
  Subscription,
  SubscriptionList,
  SubscriptionStatus,
} from "../contract/consumption";

/** The spec's search selector: e-mail, telmex phone or telcel phone. */
/** How a subscriber is looked up: by e-mail, by one of the two phones, or by id (an e-mail shown masked). */
export type SearchKind = "email" | "telmex" | "telcel" | "id";
export type SubscriberSearch = { by: SearchKind; q: string };

export const CODES = {
  userNotFound: CODE.userNotFound,
  noSubscriptions: CODE.noSubscriptions,
  invalidEmail: CODE.invalidEmail,
  invalidPhone: CODE.invalidPhone,
} as const;

export function fetchSubscriber(search: SubscriberSearch, signal?: AbortSignal): Promise<FoundUser> {
  if (search.by === "id")
    return callService(
      consumptionCalls.findUserById,
      { query: { ...CLIENT, id_usuario: search.q } },
      { signal },
    );
  if (search.by === "email")
    return callService(
      consumptionCalls.findUserByEmail,
      { query: { ...CLIENT, email: search.q } },
      { signal },
    );
  return callService(
    consumptionCalls.findUserByPhone,
    { query: { ...CLIENT, phone: search.q, type: search.by } },
    { signal },
  );
}

/** Prefix search (this server's extension of the contract): another server without it just finds nothing. */
export async function searchSubscribers(term: string, signal?: AbortSignal, limit = 8) {
  try {
    const result = await callService(
      consumptionCalls.searchUsers,
      { query: { ...CLIENT, term, limit } },
      { signal },
    );
    return result.users ?? [];
  } catch (error) {
    if (isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 405)) return [];
    throw error;
  }
}

/** PGS_USR_00002 means "no subscriptions": an empty list, not a failure (deletion is then allowed). */
export async function fetchSubscriptions(userHash: string, signal?: AbortSignal) {
  try {
    return await callService(
      consumptionCalls.listSubscriptions,
      { query: { ...CLIENT, user_hash: userHash } },
      { signal },
    );
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
  return callService(consumptionCalls.cancelSubscription, {
    query: {
      ...CLIENT,
      user_hash: user.USER_HASH,
      id_usuario: user.ID_USUARIO,
      email: user.EMAIL,
      subscription_id: subscription.subscription_id,
      reason,
    },
  });
}

export function terminateSubscriptions({ user, reason }: TerminateInput) {
  return callService(consumptionCalls.terminateSubscriptions, {
    query: { ...CLIENT, user_hash: user.USER_HASH, reason },
  });
}

/** The server decides whether the new e-mail is valid and free; success is result.ACTUALIZO '1' (spec 1 §7). */
export async function modifyEmail({ user, newEmail, reason }: EmailInput): Promise<void> {
  const result = await callService(consumptionCalls.modifyEmail, {
    query: { ...CLIENT, id_usuario: user.ID_USUARIO, email: user.EMAIL, new_email: newEmail, reason },
  });
  // Another server may answer status 0 without the flag: the spec reads success from it alone.
  if (result?.ACTUALIZO !== "1") throw new ApiError({ code: "error_generic", httpStatus: 200 });
}

/** Spec 1 §4: the server terminates the active purchased subscriptions, then deletes the user, in one call. */
export function deleteSubscriber({ user, reason }: DeleteInput) {
  return callService(consumptionCalls.deleteUser, {
    query: { ...CLIENT, user_hash: user.USER_HASH, id_usuario: user.ID_USUARIO, reason },
  });
}

export type { HistoryAction, HistoryEntry, HistoryPage } from "../contract/consumption-history";

const HISTORY_PAGE_SIZE = 50;
export type HistoryFilter = { action?: HistoryAction; user?: string };

/** One page of a subscriber's case history, newest first; `before` is the previous page's `next`. */
export function fetchHistory(
  idUsuario: number,
  filter: HistoryFilter,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<HistoryPage> {
  return callService(
    consumptionHistoryCalls.listHistory,
    { query: { id_usuario: idUsuario, ...filter, before, quantity: HISTORY_PAGE_SIZE } },
    { signal },
  );
}
