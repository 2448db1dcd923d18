import type { ErrorCode } from "../errors.ts";

// The state rules of spec 3 §4 as pure functions, shared by the server (which refuses) and the console (which
// disables the button or command with the same reason): one rule, one place.

export type RateStateValue = "draft" | "uat" | "publish";
/** What the list shows: inactive when the rate is not active, else its state (publish shown as prod). */
export type RateDisplayState = "inactive" | RateStateValue;

export type RateFacts = { state: RateStateValue; active: 0 | 1 | boolean; is_hubcorp: 0 | 1 | boolean };
export type PlanFacts = { state: "draft" | "published"; rates_count: number };

export const displayState = (rate: RateFacts): RateDisplayState => (rate.active ? rate.state : "inactive");

export type PublishEnvironment = "uat" | "prod";

/**
 * The publish list gives the state (§4): none draft, one uat, two or more production. A corporate hub rate
 * skips uat (§2 step 6): its one production upload is production too.
 */
export const stateOfPublications = (environments: readonly string[]): RateStateValue =>
  environments.length > 1 || environments.includes("prod")
    ? "publish"
    : environments.length === 1
      ? "uat"
      : "draft";

/** Which refusal an upload to an environment meets: uat by the uat rule, production by the publish rule. */
export const uploadRefusal = (rate: RateFacts, environment: PublishEnvironment): Refusal =>
  environment === "uat" ? rateUatRefusal(rate) : ratePublishRefusal(rate);

/** Wizard step 6 (§2): generation in uat, or publication in production for a corporate hub rate. */
export const step6Environment = (rate: Pick<RateFacts, "is_hubcorp">): PublishEnvironment =>
  rate.is_hubcorp ? "prod" : "uat";

type Refusal = Extract<ErrorCode, `product_${string}`> | null;

/** Edit, consult e-mail, update payments and delete: draft only. */
export const rateEditRefusal = (rate: RateFacts): Refusal =>
  displayState(rate) === "draft" ? null : "product_rate_not_draft";

/** Activate/inactivate: only in production or inactive. */
export const rateStatusRefusal = (rate: RateFacts): Refusal => {
  const shown = displayState(rate);
  return shown === "publish" || shown === "inactive" ? null : "product_rate_status_refused";
};

/** Clone: only an active rate. */
export const rateCloneRefusal = (rate: RateFacts): Refusal =>
  rate.active ? null : "product_rate_status_refused";

/** Publish to production: not when draft and not corporate hub, nor inactive, publish or prod. */
export const ratePublishRefusal = (rate: RateFacts): Refusal => {
  const shown = displayState(rate);
  if (shown === "uat" || (shown === "draft" && rate.is_hubcorp)) return null;
  return "product_rate_publish_refused";
};

/** Generate in uat: not when publish, prod, inactive, uat, or corporate hub. */
export const rateUatRefusal = (rate: RateFacts): Refusal =>
  displayState(rate) === "draft" && !rate.is_hubcorp ? null : "product_rate_uat_refused";

/** A rate goes on sale with a payment and a channel (§4, §8): the rule message of what is missing, or null. */
export const rateSellableIssue = (rate: {
  payments: number;
  targets: number;
}): "paymentRequired" | "targetRequired" | null =>
  rate.payments === 0 ? "paymentRequired" : rate.targets === 0 ? "targetRequired" : null;

/** What is on sale (§4): a rate published to production, active and not deleted, of a published plan. */
export const ON_SALE = { rateState: "publish", planState: "published" } as const;
export const rateOnSale = (rate: {
  state: string;
  active: 0 | 1 | boolean;
  deleted: boolean;
  planState: string;
}): boolean =>
  Boolean(rate.active) &&
  !rate.deleted &&
  rate.state === ON_SALE.rateState &&
  rate.planState === ON_SALE.planState;

/** Plan edit, filter update, details, activate/inactivate: draft only. */
export const planEditRefusal = (plan: Pick<PlanFacts, "state">): Refusal =>
  plan.state === "draft" ? null : "product_plan_not_draft";

/** Create rate: only on a published plan. */
export const planRateRefusal = (plan: Pick<PlanFacts, "state">): Refusal =>
  plan.state === "published" ? null : "product_plan_not_published";

/** Delete plan: only when not published and without rates. */
export const planDeleteRefusal = (plan: PlanFacts): Refusal =>
  plan.state === "draft" && plan.rates_count === 0 ? null : "product_plan_not_deletable";
