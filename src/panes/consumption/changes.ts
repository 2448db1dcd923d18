import {
  cancelSubscription,
  deleteSubscriber,
  type FoundUser,
  modifyEmail,
  type Subscription,
  type SubscriptionList,
  terminateSubscriptions,
} from "../../api/consumption";
import { consumptionKeys } from "../../api/consumption-queries";
import { queryClient } from "../../api/query-client";
import { isCancellable } from "./shown";

// The four changes of spec 1 §2 and what each does to the cached subscriber and subscriptions. Their
// commands run outside React, so they reach the query client directly; every pane showing the user follows.

const subscriptionsKey = (user: FoundUser) => consumptionKeys.subscriptions(user.USER_HASH);

const refresh = (user: FoundUser) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionsKey(user) }),
    queryClient.invalidateQueries({ queryKey: consumptionKeys.histories() }),
  ]);

/** Queries about one end user: the subscriber found by any search, and their subscriptions. */
const aboutUser = (userHash: string) => ({
  queryKey: consumptionKeys.all(),
  predicate: (query: { queryKey: readonly unknown[]; state: { data: unknown } }) =>
    query.queryKey.includes(userHash) || (query.state.data as FoundUser | undefined)?.USER_HASH === userHash,
});

/**
 * Cancels each row still cancellable (a retry after a partial failure skips those already done), showing
 * each new status at once; the refetch then brings the server's truth.
 */
export async function cancelRows(user: FoundUser, rows: readonly Subscription[], reason: string) {
  const current = queryClient.getQueryData<SubscriptionList>(subscriptionsKey(user))?.subscriptions;
  const stillActive = (row: Subscription) =>
    isCancellable(current?.find((known) => known.subscription_id === row.subscription_id) ?? row);
  try {
    for (const subscription of rows.filter(stillActive)) {
      await cancelSubscription({ user, subscription, reason });
      queryClient.setQueryData<SubscriptionList>(
        subscriptionsKey(user),
        (list) =>
          list && {
            ...list,
            subscriptions: list.subscriptions.map((row) =>
              row.subscription_id === subscription.subscription_id ? { ...row, status: "cancelled" } : row,
            ),
          },
      );
    }
  } finally {
    void refresh(user);
  }
}

export async function terminateAll(user: FoundUser, reason: string) {
  try {
    await terminateSubscriptions({ user, reason });
  } finally {
    void refresh(user);
  }
}

/** Every pane showing the user shows the new address; a search by it finds the user at once. */
export async function changeEmail(user: FoundUser, newEmail: string, reason: string): Promise<string> {
  await modifyEmail({ user, newEmail, reason });
  const email = newEmail.trim().toLowerCase();
  queryClient.setQueriesData<FoundUser>(aboutUser(user.USER_HASH), (old) =>
    old && "USER_HASH" in old ? { ...old, EMAIL: email } : old,
  );
  queryClient.setQueryData(consumptionKeys.subscriber({ by: "email", q: email }), { ...user, EMAIL: email });
  void queryClient.invalidateQueries({ queryKey: consumptionKeys.histories() });
  return email;
}

/**
 * Stale, not refetched: the pane that deleted clears its search; another pane showing the user finds out
 * on its next look-up instead of raising an error dialog by itself.
 */
export async function deleteUser(user: FoundUser, reason: string) {
  await deleteSubscriber({ user, reason });
  await queryClient.invalidateQueries({ ...aboutUser(user.USER_HASH), refetchType: "none" });
}
