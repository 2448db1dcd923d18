import { describe, expect, it } from "vitest";
import {
  EMPTY_PAYMENT,
  emptyRate,
  onChannelChange,
  type RateFormValues,
  rateIssues,
  ratePayload,
} from "./rate-form";

const card = { serviceIdRequired: false, carrierBilling: false };
const carrier = { serviceIdRequired: true, carrierBilling: true };

function filled(overrides: Partial<RateFormValues> = {}): RateFormValues {
  return {
    ...emptyRate("10"),
    target: "1",
    payments: [
      { ...EMPTY_PAYMENT, user_type_id: "1", payment_method_id: "9", currency_id: "2", price: "99,50" },
    ],
    ...overrides,
  };
}

const ctx = (methods: [number, typeof card][]) => ({ isHubcorp: 0 as const, methods: new Map(methods) });

describe("rate step form", () => {
  it("changing the channel clears payments and trial (spec 3 §4)", () => {
    const next = onChannelChange(filled({ trial: true, trial_period: "30" }), "2");
    expect(next).toMatchObject({ target: "2", payments: [], trial: false, trial_period: "0" });
  });

  it("accepts a complete rate and sends one channel and the trial as 0 without the switch", () => {
    expect(rateIssues(filled(), ctx([[9, card]]))).toEqual({});
    expect(ratePayload(filled({ trial_period: "30" }), 0)).toMatchObject({ target_id: [1], trial_period: 0 });
  });

  it("asks for a channel and a payment", () => {
    const issues = rateIssues(filled({ target: "", payments: [] }), ctx([]));
    expect(issues.target.message).toBe("product-rules.targetRequired");
    expect(issues.payments.message).toBe("product-rules.paymentRequired");
  });

  it("lists a price's invalid characters", () => {
    const values = filled();
    values.payments[0].tax = "1$";
    expect(rateIssues(values, ctx([[9, card]]))["payments.0.tax"]).toEqual({
      message: "product-rules.invalidCharsListed",
      chars: "$",
    });
  });

  it("applies the price rules of the method: a service id method needs net price, outgoing id and a catalogue id", () => {
    const issues = rateIssues(filled(), ctx([[9, carrier]]));
    expect(issues["payments.0.net_price"].message).toBe("product-rules.netPriceRequired");
    expect(issues["payments.0.external_service_id_out"].message).toBe("product-rules.serviceOutRequired");
    expect(issues.catalogue_ids.message).toBe("product-rules.catalogueRequired");
  });

  it("keeps the bonification within 0 to 1200", () => {
    expect(
      rateIssues(filled({ trial: true, trial_period: "1201" }), ctx([[9, card]])).trial_period.message,
    ).toBe("product-rules.trialRange");
    expect(rateIssues(filled({ trial: true, trial_period: "1200" }), ctx([[9, card]]))).toEqual({});
  });
});
