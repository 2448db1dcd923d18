import type { PaymentView, PlanView, RateView } from "./model";

// Between the products commands (run outside React) and the list pane: the dialogs a command asks of it.

export type ProductsRequest =
  | { type: "clone"; ids?: readonly string[] }
  | { type: "planSummary"; plan: PlanView }
  | { type: "publishPlan"; plan: PlanView }
  | { type: "filterContents"; plan: PlanView }
  | { type: "rateSummary"; rateId: number }
  | { type: "mails"; rateId: number }
  /** From the palette the rate may not be on the list's page: it travels with the request. */
  | { type: "updatePayment"; rateId: number; paymentId: number; rate?: RateView; payment?: PaymentView };
