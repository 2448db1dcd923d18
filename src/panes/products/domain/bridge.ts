import type { PlanView } from "./model";

// Between the products commands (run outside React) and the list pane: the dialogs a command asks of it.

export type ProductsRequest =
  | { type: "clone"; ids?: readonly string[] }
  | { type: "planSummary"; plan: PlanView }
  | { type: "publishPlan"; plan: PlanView }
  | { type: "filterContents"; plan: PlanView }
  | { type: "rateSummary"; rateId: number }
  | { type: "mails"; rateId: number }
  | { type: "updatePayment"; rateId: number; paymentId: number };
