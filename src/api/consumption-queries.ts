import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import {
  fetchHistory,
  fetchSubscriber,
  fetchSubscriptions,
  type HistoryFilter,
  type SubscriberSearch,
} from "./consumption";
import { isApiError } from "./errors";
import { moduleKey, queryKeysFactory } from "./query-keys";

const subscriberKeys = queryKeysFactory("consumption", "subscriber");
const subscriptionKeys = queryKeysFactory("consumption", "subscriptions");
const historyKeys = queryKeysFactory("consumption", "history");

/** Query keys: region and tenant included, so another region's subscriber is never shown from cache. */
export const consumptionKeys = {
  all: () => moduleKey("consumption"),
  subscriber: (search: SubscriberSearch) => subscriberKeys.detail(search),
  /** The user hash is an element of the key: the mutations find every query about a user by it. */
  subscriptions: (userHash: string) => subscriptionKeys.detail(userHash),
  history: (idUsuario: number, filter: HistoryFilter) => historyKeys.list({ idUsuario, ...filter }),
  /** Every case history: a change adds to its subscriber's (the pane reads it again when shown). */
  histories: () => historyKeys.lists(),
};

/** Business codes and refusals will not change by asking again; a network blip or a 5xx may. */
const retryTransient = (count: number, error: unknown) =>
  count < 2 && isApiError(error) && (error.httpStatus === 0 || error.httpStatus >= 500);

export const subscriberQuery = (search: SubscriberSearch) =>
  queryOptions({
    queryKey: consumptionKeys.subscriber(search),
    queryFn: ({ signal }) => fetchSubscriber(search, signal),
    retry: retryTransient,
  });

export const subscriptionsQuery = (userHash: string) =>
  queryOptions({
    queryKey: consumptionKeys.subscriptions(userHash),
    queryFn: ({ signal }) => fetchSubscriptions(userHash, signal),
    retry: retryTransient,
  });

/** A subscriber's case history, page after page (keyset: each page starts below the last one's log_id). */
export const historyQuery = (idUsuario: number, filter: HistoryFilter) =>
  infiniteQueryOptions({
    queryKey: consumptionKeys.history(idUsuario, filter),
    queryFn: ({ pageParam, signal }) => fetchHistory(idUsuario, filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    // Anyone may have acted since: read again whenever the history is shown.
    staleTime: 0,
    retry: retryTransient,
  });
