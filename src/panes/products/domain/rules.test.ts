import { describe, expect, it } from "vitest";
import { type PlanFacts, planRules, type RateFacts, rateRules, rateState } from "./rules";

const rate = (over: Partial<RateFacts> = {}): RateFacts => ({
  active: true,
  state: "draft",
  isHubcorp: false,
  allowAbm: true,
  payments: [{}],
  targets: 1,
  ...over,
});
const draft = rate();
const uat = rate({ state: "uat" });
const prod = rate({ state: "publish" });
const inactive = rate({ active: false, state: "publish" });
const ok = (value: unknown) => value === true;

describe("rate display state", () => {
  it("shows inactive first, a published rate as prod", () => {
    expect([draft, uat, prod, inactive].map(rateState)).toEqual(["draft", "uat", "prod", "inactive"]);
  });
});

describe("rate rules (spec 3 §4)", () => {
  it("edit, e-mail and delete only in draft", () => {
    for (const rule of [rateRules.edit, rateRules.email, rateRules.delete]) {
      expect([draft, uat, prod, inactive].map((r) => ok(rule(r)))).toEqual([true, false, false, false]);
    }
    expect(rateRules.edit(uat)).toEqual({ reason: "products.reasons.onlyDraft" });
  });

  it("activate/inactivate only in prod or inactive", () => {
    expect([draft, uat, prod, inactive].map((r) => ok(rateRules.toggle(r)))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it("clone only an active rate", () => {
    expect([draft, uat, prod, inactive].map((r) => ok(rateRules.clone(r)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("publish: not a plain draft, nor inactive or already published", () => {
    expect([draft, uat, prod, inactive].map((r) => ok(rateRules.publish(r)))).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(ok(rateRules.publish(rate({ isHubcorp: true })))).toBe(true);
    expect(rateRules.publish(draft)).toEqual({ reason: "products.reasons.publishNeedsUat" });
  });

  it("generate uat: only a draft that is not corporate hub", () => {
    expect([draft, uat, prod, inactive].map((r) => ok(rateRules.generateUat(r)))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(rateRules.generateUat(rate({ isHubcorp: true }))).toEqual({
      reason: "products.reasons.hubcorpNoUat",
    });
  });

  it("changes only in the user's regions (allow_abm)", () => {
    const foreign = { allowAbm: false };
    expect(rateRules.edit(rate(foreign))).toEqual({ reason: "products.reasons.notYourRegion" });
    expect(rateRules.publish(rate({ ...foreign, state: "uat" }))).toEqual({
      reason: "products.reasons.notYourRegion",
    });
    expect(rateRules.toggle(rate({ ...foreign, state: "publish" }))).toEqual({
      reason: "products.reasons.notYourRegion",
    });
    expect(ok(rateRules.clone(rate(foreign)))).toBe(true);
    expect(rateRules.togglePayment(rate(foreign))).toEqual({ reason: "products.reasons.notYourRegion" });
    expect(ok(rateRules.togglePayment(inactive))).toBe(true);
  });
});

describe("plan rules (spec 3 §4)", () => {
  const plan = (state: PlanFacts["state"], ratesCount = 0): PlanFacts => ({ state, ratesCount });
  it("edit, filters, details and activate only in draft", () => {
    for (const rule of [planRules.edit, planRules.filters, planRules.details, planRules.activate]) {
      expect([ok(rule(plan("draft"))), ok(rule(plan("published")))]).toEqual([true, false]);
    }
  });
  it("delete only unpublished and without rates", () => {
    expect(ok(planRules.delete(plan("draft")))).toBe(true);
    expect(planRules.delete(plan("draft", 2))).toEqual({ reason: "products.reasons.planHasRates" });
    expect(planRules.delete(plan("published"))).toEqual({ reason: "products.reasons.onlyDraft" });
  });
  it("create rate only on a published plan", () => {
    expect([ok(planRules.createRate(plan("draft"))), ok(planRules.createRate(plan("published")))]).toEqual([
      false,
      true,
    ]);
  });
});

describe("uploads need a payment and a channel (the server's rule)", () => {
  it("disables uat and publish with the rule's message until the rate has both", () => {
    const bare = rate({ payments: [] });
    expect(rateRules.generateUat(bare)).toEqual({ reason: "product-rules.paymentRequired" });
    expect(rateRules.publish(rate({ ...bare, state: "uat" }))).toEqual({
      reason: "product-rules.paymentRequired",
    });
    expect(rateRules.generateUat(rate({ targets: 0 }))).toEqual({ reason: "product-rules.targetRequired" });
    expect(rateRules.generateUat(rate())).toBe(true);
  });

  it("says the state's reason first: a uat rate without payments cannot go to uat again", () => {
    expect(rateRules.generateUat(rate({ state: "uat", payments: [] }))).toEqual({
      reason: "products.reasons.onlyDraft",
    });
  });
});
