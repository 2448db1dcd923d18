import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  cancelSubscription,
  deleteSubscriber,
  type FoundUser,
  modifyEmail,
  type SubscriptionList,
  terminateSubscriptions,
} from "./consumption";
import { consumptionKeys } from "./consumption-queries";

// The changes as mutations: each keeps the cached subscriber and subscriptions true to the server.

export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (_result, { user, subscription }) => {
      // The row shows its new status at once; the refetch then brings the server's truth.
      client.setQueryData<SubscriptionList>(
        consumptionKeys.subscriptions(user.USER_HASH),
        (list) =>
          list && {
            ...list,
            subscriptions: list.subscriptions.map((row) =>
              row.subscription_id === subscription.subscription_id ? { ...row, status: "cancelled" } : row,
            ),
          },
      );
    },
    onSettled: (_result, _error, { user }) =>
      client.invalidateQueries({ queryKey: consumptionKeys.subscriptions(user.USER_HASH) }),
  });
}

export function useTerminateSubscriptions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: terminateSubscriptions,
    onSettled: (_result, _error, { user }) =>
      client.invalidateQueries({ queryKey: consumptionKeys.subscriptions(user.USER_HASH) }),
  });
}

/** Queries about one end user: the subscriber found by any search, and their subscriptions. */
const aboutUser = (userHash: string) => ({
  queryKey: consumptionKeys.all(),
  predicate: (query: { queryKey: readonly unknown[]; state: { data: unknown } }) =>
    query.queryKey.includes(userHash) || (query.state.data as FoundUser | undefined)?.USER_HASH === userHash,
});

export function useModifyEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: modifyEmail,
    onSuccess: (_result, { user, newEmail }) => {
      const updated: FoundUser = { ...user, EMAIL: newEmail.trim().toLowerCase() };
      // Every pane showing this user shows the new address; a search by it finds the user at once.
      client.setQueriesData<FoundUser>(aboutUser(user.USER_HASH), (old) =>
        old && "USER_HASH" in old ? { ...old, EMAIL: updated.EMAIL } : old,
      );
      client.setQueryData(consumptionKeys.subscriber({ by: "email", q: updated.EMAIL }), updated);
    },
  });
}

export function useDeleteSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriber,
    // Stale, not refetched: the pane that deleted clears its search; another pane showing the user finds
    // out on its next look-up instead of raising an error dialog by itself.
    onSuccess: (_result, { user }) =>
      client.invalidateQueries({ ...aboutUser(user.USER_HASH), refetchType: "none" }),
  });
}
