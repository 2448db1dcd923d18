import type { Enablement } from "../../commands/types";
import type { DisplayState } from "./shared/status-tag";

// The enablement rules of spec 3 §4, one pure function per action. The plan and rate menus, the palette
// commands and the keyboard all ask these, so a button and its command never disagree; the server checks
// the same rules again.

export type RateFacts = {
  active: boolean;
  /** Entries of the rate's publish list: none is draft, one uat, more production. */
  publications: number;
  isHubcorp: boolean;
  /** The rate's region is among the user's regions (allow_abm). */
  allowAbm: boolean;
};

export type PlanFacts = { state: "draft" | "published"; ratesCount: number };

/** §4: a rate that is not active shows inactive; otherwise its publish list says draft, uat or prod. */
export function rateState(rate: Pick<RateFacts, "active" | "publications">): DisplayState {
  if (!rate.active) return "inactive";
  if (rate.publications === 0) return "draft";
  return rate.publications === 1 ? "uat" : "prod";
}

const reason = (key: string): Enablement => ({ reason: `products.reasons.${key}` });
const inRegion = (rate: RateFacts, ok: boolean, why: string): Enablement =>
  !ok ? reason(why) : rate.allowAbm || reason("notYourRegion");

export const rateRules = {
  /** Edit, consult e-mail and delete: draft only; edits only in the user's regions. */
  edit: (rate: RateFacts) => inRegion(rate, rateState(rate) === "draft", "onlyDraft"),
  email: (rate: RateFacts) => rateState(rate) === "draft" || reason("onlyDraft"),
  delete: (rate: RateFacts) => inRegion(rate, rateState(rate) === "draft", "onlyDraft"),
  /** Activate/inactivate: only in prod or inactive state. */
  toggle: (rate: RateFacts) => {
    const state = rateState(rate);
    return inRegion(rate, state === "prod" || state === "inactive", "onlyProdOrInactive");
  },
  /** Clone: only an active rate. */
  clone: (rate: RateFacts) => rate.active || reason("onlyActive"),
  /** Publish is disabled when draft and not corporate hub, or when inactive, publish or prod. */
  publish: (rate: RateFacts) => {
    const state = rateState(rate);
    if (state === "inactive" || state === "prod" || state === "publish") return reason("alreadyPublished");
    if (state === "draft" && !rate.isHubcorp) return reason("publishNeedsUat");
    return rate.allowAbm || reason("notYourRegion");
  },
  /** Generate in uat is disabled when publish, prod, inactive, uat, or corporate hub. */
  generateUat: (rate: RateFacts) => {
    if (rate.isHubcorp) return reason("hubcorpNoUat");
    return inRegion(rate, rateState(rate) === "draft", "onlyDraft");
  },
} satisfies Record<string, (rate: RateFacts) => Enablement>;

export type RateAction = keyof typeof rateRules;

export const planRules = {
  /** Edit, filter update, view details, activate and delete: draft only. */
  edit: (plan: PlanFacts) => plan.state === "draft" || reason("onlyDraft"),
  filters: (plan: PlanFacts) => plan.state === "draft" || reason("onlyDraft"),
  details: (plan: PlanFacts) => plan.state === "draft" || reason("onlyDraft"),
  activate: (plan: PlanFacts) => plan.state === "draft" || reason("onlyDraft"),
  /** Delete: only a plan not published and without rates. */
  delete: (plan: PlanFacts) => {
    if (plan.state !== "draft") return reason("onlyDraft");
    return plan.ratesCount === 0 || reason("planHasRates");
  },
  /** Create rate: only on a published plan. */
  createRate: (plan: PlanFacts) => plan.state === "published" || reason("onlyPublished"),
} satisfies Record<string, (plan: PlanFacts) => Enablement>;

export type PlanAction = keyof typeof planRules;
