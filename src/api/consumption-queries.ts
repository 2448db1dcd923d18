import { queryOptions } from "@tanstack/react-query";
import { session } from "../session/store";
import { fetchSubscriber, fetchSubscriptions, type SubscriberSearch } from "./consumption";
import { isApiError } from "./errors";

/** Query keys: region and tenant included, so another region's subscriber is never shown from cache. */
export const consumptionKeys = {
  all: () => ["consumption", session.region, session.tenant] as const,
  subscriber: (search: SubscriberSearch) =>
    [...consumptionKeys.all(), "subscriber", search.by, search.q] as const,
  subscriptions: (userHash: string) => [...consumptionKeys.all(), "subscriptions", userHash] as const,
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
