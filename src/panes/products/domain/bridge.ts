import type { PlanView } from "./model";

// Between the products commands (run outside React) and the list pane: the dialogs a command asks of it.

export type ProductsRequest =
  | { type: "clone"; ids?: readonly string[] }
  | { type: "planSummary"; plan: PlanView }
  | { type: "publishPlan"; plan: PlanView }
  | { type: "filterContents"; plan: PlanView }
  | { type: "rateSummary"; rateId: number }
  | { type: "mails"; rateId: number }
  /** The rate is read by id (its payment lines in full): from the palette it may not be on the list's page. */
  | { type: "updatePayment"; rateId: number; paymentId: number };
