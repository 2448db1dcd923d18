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
