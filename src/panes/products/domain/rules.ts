import type { Enablement } from "../../../commands/types";
import {
  displayState,
  planDeleteRefusal,
  planEditRefusal,
  planRateRefusal,
  rateCloneRefusal,
  rateEditRefusal,
  ratePublishRefusal,
  rateSellableIssue,
  rateStatusRefusal,
  rateUatRefusal,
} from "../../../contract/products/states";
import type { TagStatus } from "../../../ui/inputs/status-tag";

// The enablement of each plan and rate action (spec 3 §4), one pure function per action. The verdict is the
// contract's state rule (src/contract/products-states.ts), the one the server refuses with; this adds the
// reason shown and the region rule (allow_abm). The cards' menus, the palette commands and the keyboard all
// ask these, so a button and its command never disagree.

export type RateFacts = {
  active: boolean;
  state: "draft" | "uat" | "publish";
  isHubcorp: boolean;
  /** The rate's region is among the user's regions (allow_abm). */
  allowAbm: boolean;
  /** Its payment lines and its channels: a rate goes on sale with one of each (§4). */
  payments: readonly unknown[];
  targets: number;
};

export type PlanFacts = { state: "draft" | "published"; ratesCount: number };

const facts = (rate: RateFacts) => ({ state: rate.state, active: rate.active, is_hubcorp: rate.isHubcorp });

/** §4: a rate that is not active shows inactive; a published one shows prod. */
export function rateState(rate: Pick<RateFacts, "active" | "state">): TagStatus {
  const shown = displayState({ state: rate.state, active: rate.active, is_hubcorp: false });
  return shown === "publish" ? "prod" : shown;
}

const reason = (key: string): Enablement => ({ reason: `products.reasons.${key}` });
/** An upload also needs a payment and a channel: the same rule message the server refuses with. */
const sellable = (rate: RateFacts, enablement: Enablement): Enablement => {
  if (enablement !== true) return enablement;
  const issue = rateSellableIssue({ payments: rate.payments.length, targets: rate.targets });
  return issue ? { reason: `product-rules.${issue}` } : true;
};

/** A refused state change says why; an allowed one still needs the rate's region to be the user's. */
const verdict = (rate: RateFacts, refused: unknown, why: string, regional = true): Enablement => {
  if (refused) return reason(why);
  return !regional || rate.allowAbm || reason("notYourRegion");
};

export const rateRules = {
  /** Edit, consult e-mail and delete: draft only. */
  edit: (rate: RateFacts) => verdict(rate, rateEditRefusal(facts(rate)), "onlyDraft"),
  email: (rate: RateFacts) => verdict(rate, rateEditRefusal(facts(rate)), "onlyDraft", false),
  delete: (rate: RateFacts) => verdict(rate, rateEditRefusal(facts(rate)), "onlyDraft"),
  /** Activate/inactivate: only in prod or inactive state. */
  toggle: (rate: RateFacts) => verdict(rate, rateStatusRefusal(facts(rate)), "onlyProdOrInactive"),
  /** A payment method's switch: no state rule (§4), only the rate's region. */
  togglePayment: (rate: RateFacts) => rate.allowAbm || reason("notYourRegion"),
  /** Clone: only an active rate. */
  clone: (rate: RateFacts) => verdict(rate, rateCloneRefusal(facts(rate)), "onlyActive", false),
  /** Publish: disabled when draft and not corporate hub, or when inactive, publish or prod. */
  publish: (rate: RateFacts) => {
    const shown = rateState(rate);
    const why = shown === "draft" ? "publishNeedsUat" : "alreadyPublished";
    return sellable(rate, verdict(rate, ratePublishRefusal(facts(rate)), why));
  },
  /** Generate in uat: disabled when publish, prod, inactive, uat, or corporate hub. */
  generateUat: (rate: RateFacts) => {
    const why = rate.isHubcorp && rateState(rate) === "draft" ? "hubcorpNoUat" : "onlyDraft";
    return sellable(rate, verdict(rate, rateUatRefusal(facts(rate)), why));
  },
} satisfies Record<string, (rate: RateFacts) => Enablement>;

export type RateAction = keyof typeof rateRules;

const planFacts = (plan: PlanFacts) => ({ state: plan.state, rates_count: plan.ratesCount });
const planVerdict = (refused: unknown, why: string): Enablement => (refused ? reason(why) : true);

export const planRules = {
  /** Edit, filter update, view details and activate: draft only. */
  edit: (plan: PlanFacts) => planVerdict(planEditRefusal(plan), "onlyDraft"),
  filters: (plan: PlanFacts) => planVerdict(planEditRefusal(plan), "onlyDraft"),
  details: (plan: PlanFacts) => planVerdict(planEditRefusal(plan), "onlyDraft"),
  activate: (plan: PlanFacts) => planVerdict(planEditRefusal(plan), "onlyDraft"),
  /** Delete: only a plan not published and without rates. */
  delete: (plan: PlanFacts) =>
    planVerdict(planDeleteRefusal(planFacts(plan)), plan.state === "draft" ? "planHasRates" : "onlyDraft"),
  /** Create rate: only on a published plan. */
  createRate: (plan: PlanFacts) => planVerdict(planRateRefusal(plan), "onlyPublished"),
} satisfies Record<string, (plan: PlanFacts) => Enablement>;

export type PlanAction = keyof typeof planRules;
