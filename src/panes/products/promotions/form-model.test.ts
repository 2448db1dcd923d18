import { describe, expect, it } from "vitest";
import type { PromotionRate } from "../../../contract/products/promotions";
import {
  emptyForm,
  type FormState,
  offeredLines,
  payloadOf,
  problemsOf,
  setFilter,
  togglePlan,
} from "./form-model";

const line = (rate: number, over: Partial<Record<"product" | "region" | "user" | "method", number>> = {}) =>
  ({
    rate_id: rate,
    rate_name: `Tarifa ${rate}`,
    rate_state: "publish",
    on_sale: true,
    plan: { id: rate * 10, name: `Plan ${rate}`, period: "1 month", type: "A" },
    product: { id: over.product ?? 1, name: "Producto" },
    region: { id: over.region ?? 441, name: "México" },
    user_type: { id: over.user ?? 5, name: "Prepago" },
    payment_method: { id: over.method ?? 7, name: "Tarjeta" },
    currency: { id: 3, name: "MXN", symbol: "$" },
    price: "99.00",
  }) satisfies PromotionRate;

const chosen = (state: FormState | string): FormState => {
  if (typeof state === "string") throw new Error(`refused: ${state}`);
  return state;
};

describe("promotion form rules", () => {
  it("locks the filters to the first plan and restores them when every plan is deselected", () => {
    const start = setFilter(setFilter(emptyForm(), "product_id", 1), "region_id", 441);
    const one = chosen(togglePlan(start, line(1)));
    expect(one.filters).toEqual({ product_id: 1, region_id: 441, user_type_id: 5, payment_method_id: 7 });
    expect(setFilter(one, "region_id", 746)).toBe(one);
    const none = chosen(togglePlan(one, line(1)));
    expect(none.plans).toEqual([]);
    expect(none.filters).toEqual({ product_id: 1, region_id: 441 });
    expect(setFilter(none, "region_id", 746).filters.region_id).toBe(746);
  });

  it("takes at most two plans, both of the first plan's group", () => {
    const one = chosen(togglePlan(emptyForm(), line(1)));
    expect(togglePlan(one, line(2, { method: 8 }))).toBe("group");
    const two = chosen(togglePlan(one, line(2)));
    expect(togglePlan(two, line(3))).toBe("max");
    expect(offeredLines(one, [line(1), line(2), line(4, { region: 746 })]).map((l) => l.rate_id)).toEqual([
      1, 2,
    ]);
    const otherCurrency = { ...line(1), currency: { id: 4, name: "USD", symbol: "US$" } };
    expect(offeredLines(one, [line(1), otherCurrency, line(2)]).map((l) => l.currency.id)).toEqual([3, 3]);
  });

  it("clears user type and method when the region changes", () => {
    const state = setFilter(
      setFilter(setFilter(emptyForm(), "region_id", 441), "user_type_id", 5),
      "payment_method_id",
      7,
    );
    expect(setFilter(state, "region_id", 746).filters).toEqual({ region_id: 746 });
  });

  it("saves the first plan's method, user type and currency, and 1200 cycles for the second", () => {
    const two = chosen(
      togglePlan(chosen(togglePlan({ ...emptyForm(), name: " Verano ", cycle: "6" }, line(1))), line(2)),
    );
    expect(problemsOf(two)).toEqual([]);
    expect(payloadOf(two)).toEqual({
      name: "Verano",
      description: "",
      active: 1,
      payment_method_id: 7,
      user_type_id: 5,
      currency_id: 3,
      rates: [
        { rate_id: 1, cycle: 6 },
        { rate_id: 2, cycle: 1200 },
      ],
    });
  });

  it("names what is missing", () => {
    expect(problemsOf({ ...emptyForm(), cycle: "0" })).toEqual([
      "nameRequired",
      "plansRequired",
      "cycleRange",
    ]);
    expect(problemsOf({ ...emptyForm(), cycle: "10000000000" })).toContain("cycleRange");
  });

  it("offers no second rate of a plan already chosen (§5: distinct plans)", () => {
    const one = chosen(togglePlan(emptyForm(), line(1)));
    const sibling = { ...line(2), plan: { ...line(1).plan } };
    expect(offeredLines(one, [line(1), sibling, line(3)]).map((l) => l.rate_id)).toEqual([1, 3]);
    expect(togglePlan(one, sibling)).toBe("group");
  });
});
