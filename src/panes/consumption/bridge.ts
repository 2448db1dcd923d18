import type { FoundUser, Subscription } from "../../api/consumption";
import { createStore, type Store, useStore } from "../../commands/create-store";
import { lacksPaymentMethod } from "../../contract/consumption";

// Between the consumption commands (run outside React, on the pane they were given) and each consumption
// pane: the pane publishes the subscriber it shows, the commands ask it to open a dialog. Keyed by pane id,
// so two subscribers side by side in split panes never mix.

export type Loaded = {
  user: FoundUser;
  /** undefined while loading (or when the list failed). */
  subscriptions: readonly Subscription[] | undefined;
  /** adm_payment_null_constrain allows cancelling a subscription without a payment method (unknown: yes). */
  cancelWithoutPayment?: boolean;
};

export type PaneRequest =
  | { type: "cancel"; rows: readonly Subscription[] }
  | { type: "terminate" }
  | { type: "delete" }
  | { type: "editEmail" }
  | { type: "detail"; row: Subscription }
  | { type: "focusSearch" };

const loaded = createStore<ReadonlyMap<string, Loaded>>(new Map());
const requests = createStore<ReadonlyMap<string, PaneRequest>>(new Map());

function put<T>(store: Store<ReadonlyMap<string, T>>, paneId: string, value: T | null): void {
  store.update((current) => {
    if (value === null && !current.has(paneId)) return current;
    const next = new Map(current);
    if (value === null) next.delete(paneId);
    else next.set(paneId, value);
    return next;
  });
}

export function publishLoaded(paneId: string, value: Loaded | null): void {
  put(loaded, paneId, value);
}

export function loadedIn(paneId: string | undefined): Loaded | undefined {
  return paneId ? loaded.get().get(paneId) : undefined;
}

export function requestInPane(paneId: string, request: PaneRequest): void {
  put(requests, paneId, request);
}

export function clearRequest(paneId: string): void {
  put(requests, paneId, null);
}

export function usePaneRequest(paneId: string): PaneRequest | undefined {
  return useStore(requests, (current) => current.get(paneId));
}

/** The row command the subscriptions table marks as destructive. */
export const CANCEL_COMMAND = "consumption.cancelSubscription";

/** Purchased and active: the only subscriptions that can be cancelled or terminated (spec 1 §4). */
export function isCancellable(row: Subscription): boolean {
  return row.waspurchased === "1" && row.status === "active";
}

/** Whether the settings let this (cancellable) row be cancelled on its own: see adm_payment_null_constrain. */
export function paymentAllowsCancel(
  row: Subscription,
  loaded: Pick<Loaded, "cancelWithoutPayment">,
): boolean {
  return loaded.cancelWithoutPayment !== false || !lacksPaymentMethod(row);
}
