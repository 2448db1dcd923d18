import type { FoundUser, Subscription } from "../../api/consumption";
import type { CommandContext } from "../../commands/types";
import { lacksPaymentMethod } from "../../contract/consumption";

// What a consumption pane publishes for its commands (publishPaneData) and the dialogs they ask it for.

export type Shown = {
  user: FoundUser;
  /** undefined while loading (or when the list failed). */
  subscriptions: readonly Subscription[] | undefined;
  /** adm_payment_null_constrain allows cancelling a subscription without a payment method (unknown: yes). */
  cancelWithoutPayment?: boolean;
};

const isShown = (data: unknown): data is Shown =>
  typeof data === "object" && data !== null && "user" in data && "subscriptions" in data;

/** The subscriber the command's pane shows, if any. */
export function shownIn(ctx: CommandContext): Shown | undefined {
  const data = ctx.pane?.data;
  return isShown(data) ? data : undefined;
}

/** A selected row of the subscriptions table. */
export const isSubscription = (row: unknown): row is Subscription =>
  typeof row === "object" && row !== null && "subscription_id" in row;

/** What the commands ask a consumption pane for (src/workspace/intents.ts). */
export type ConsumptionDialog = { type: "detail"; row: Subscription } | { type: "focusSearch" };

/** The row command the subscriptions table marks as destructive. */
export const CANCEL_COMMAND = "consumption.cancelSubscription";

/** Purchased and active: the only subscriptions that can be cancelled or terminated (spec 1 §4). */
export function isCancellable(row: Subscription): boolean {
  return row.waspurchased === "1" && row.status === "active";
}

/** Whether the settings let this (cancellable) row be cancelled on its own: see adm_payment_null_constrain. */
export function paymentAllowsCancel(row: Subscription, shown: Pick<Shown, "cancelWithoutPayment">): boolean {
  return shown.cancelWithoutPayment !== false || !lacksPaymentMethod(row);
}
