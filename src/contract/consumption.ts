// Shapes of the consulta_consumo contract (spec 1 §3, §7) that the console reads and the reference server
// writes: one declaration, so the two cannot drift.

export type SubscriptionStatus = "active" | "cancelled" | "terminated";

/** One row of subscription/list. */
export type Subscription = {
  subscription_id: number;
  title: string;
  origin: string;
  ip: string;
  created_at: string;
  expires_at: string;
  price: number;
  currency: string;
  waspurchased: "0" | "1";
  payment_method: string;
  payment_status: string;
  status: SubscriptionStatus;
};

/** The /services/base/metadata key the consumption screens read (spec 1 §7). */
export const PAYMENT_NULL_SETTING = "adm_payment_null_constrain";

/** A subscription with no registered payment method (null or empty, whichever the server sends). */
export function lacksPaymentMethod(row: { payment_method: string | null }): boolean {
  return !row.payment_method?.trim();
}

/**
 * adm_payment_null_constrain: '1' lets a subscription without a registered payment method be cancelled, '0'
 * refuses it. Without the setting (a server that does not keep it) nothing is refused.
 */
export function cancelsWithoutPayment(setting: string | undefined): boolean {
  return setting !== "0";
}
