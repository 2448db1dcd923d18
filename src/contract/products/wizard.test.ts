import { describe, expect, it } from "vitest";
import {
  legacyStep2,
  planStepPayload,
  productWizardCalls,
  rateStep4,
  rateStepPayload,
  savePlanStepBody,
} from "./wizard";

describe("product wizard contract", () => {
  it("declares products.* operations with 201 saves", () => {
    expect(productWizardCalls.savePlanWizardStep.operationId).toBe("products.savePlanWizardStep");
    expect(productWizardCalls.saveRateWizardStep.status).toBe(201);
    expect(productWizardCalls.getRateWizardStep.status).toBe(200);
  });
  it("reads each plan step's payload", () => {
    expect(planStepPayload.parse({ action: "publish" })).toEqual({ action: "publish" });
    expect(planStepPayload.parse({ data: [{ filter_id: 4, action: "add" }] })).toEqual({
      data: [{ filter_id: 4, action: "add", rule_params: [] }],
    });
    const body = savePlanStepBody.safeParse({
      product_id: 0,
      payload: {
        type: "A",
        name: "Plan",
        content_type: "TV",
        temporary_unit: "month",
        temporary_limit: 1200,
        download: 0,
        family_id: 2,
        new_family: 0,
      },
    });
    expect(body.success).toBe(true);
  });
  it("refuses a step-1 payload breaking a §5 rule (the server parses the payload with the step's schema)", () => {
    const payload = {
      type: "A",
      name: "Plan$",
      content_type: "TV",
      temporary_unit: "month",
      temporary_limit: 1,
      download: 0,
      family_id: 2,
      new_family: 0,
    };
    expect(planStepPayload.safeParse(payload).success).toBe(false);
    expect(planStepPayload.safeParse({ ...payload, name: "Plan" }).success).toBe(true);
  });
  it("rate step 4 takes one channel and at least one payment; publish steps take an empty body", () => {
    const payment = { user_type_id: 1, payment_method_id: 2, currency_id: 3, price: "10" };
    expect(rateStep4.safeParse({ payments: [payment], target_id: [1] }).success).toBe(true);
    expect(rateStep4.safeParse({ payments: [payment], target_id: [1, 2] }).success).toBe(false);
    expect(rateStep4.safeParse({ payments: [], target_id: [1] }).success).toBe(false);
    expect(rateStepPayload.parse({})).toEqual({});
    expect(legacyStep2.parse({ user_type_id: 1, payment_method_id: 2 })).toMatchObject({
      trial: false,
      service: false,
    });
  });
});
