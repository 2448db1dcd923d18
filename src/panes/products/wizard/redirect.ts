import { canSaveStep, PLAN_WIZARD_STEPS } from "../../../contract/products/rules";
import { isRateStep, PRODUCT_STEPS, parseStep } from "./steps";

// Spec 3 §2 "Redirect rules" of the product wizard, decided before and after its data loads.

export type RouteVerdict =
  /** Not a step of the wizard: the step-route error. */
  | { type: "wrongStep" }
  /** A step above 1 for a plan not created yet (id 0): back to the product list. */
  | { type: "list" }
  /** A step above 1 without an id: an error. */
  | { type: "missingId" }
  | { type: "ok"; step: number };

/** What the URL alone decides (spec: "A step above 1 with id 0 redirects to the list…"). */
export function checkRoute(rawStep: string | undefined, id: string | undefined): RouteVerdict {
  const step = parseStep(rawStep);
  if (step === null || !(PRODUCT_STEPS as readonly number[]).includes(step)) return { type: "wrongStep" };
  if (step > 1 && id === "0") return { type: "list" };
  if (step > 1 && (id === undefined || id === "")) return { type: "missingId" };
  return { type: "ok", step };
}

/** How far the wizard of this plan (and rate) got, on the wizard's 1–7 scale. */
export type Progress = {
  /** The plan's last_step_saved (0 for a new plan). */
  planSaved: number;
  /** The rate's, when the URL names one (the server forces a loaded rate to 5). */
  rateSaved?: number;
  /** The rate's state: a rate in uat has passed step 6, one in production step 7. */
  rateState?: "draft" | "uat" | "publish" | "prod" | "inactive";
};

/** The last step saved for the step asked: the plan's for steps 1–3, the rate's for 4–7. */
export function lastSaved(step: number, progress: Progress): number {
  if (!isRateStep(step)) return Math.min(progress.planSaved, 3);
  // A rate can only be started on a published plan (step 3 saved).
  if (progress.planSaved < 3) return Math.min(progress.planSaved, 3);
  if (progress.rateSaved === undefined) return 3;
  const byState = progress.rateState === "uat" ? 6 : progress.rateState === "publish" ? 7 : 0;
  return Math.max(progress.rateSaved, byState);
}

/**
 * The step to show: the one asked when it is at most the last saved step plus one, else the first unsaved
 * step (spec: "beyond that the user is redirected to the first unsaved step"): the rule the server saves by.
 */
export function allowedStep(step: number, progress: Progress): number {
  const saved = lastSaved(step, progress);
  return canSaveStep(step, saved) ? step : Math.min(saved + 1, PLAN_WIZARD_STEPS);
}
