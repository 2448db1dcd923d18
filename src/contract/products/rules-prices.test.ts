import { describe, expect, it } from "vitest";
import {
  catalogueIssue,
  isExistingPrice,
  legacyPriceIssues,
  listEditorIssue,
  numericValue,
  type PaymentRuleContext,
  paymentUpdateIssues,
  priceChanged,
  priceLineIssues,
  priceLineSchema,
  targetSelection,
} from "./rules-prices";

// Spec 3 §5 "Prices": each rule, one case that passes and one that fails.

const card: PaymentRuleContext = { regionId: 1, serviceIdRequired: false, carrierBilling: false };
const carrier: PaymentRuleContext = { regionId: 1, serviceIdRequired: true, carrierBilling: true };
const full = { price: "99.90", net_price: "83,95", tax: "16", external_service_id_out: "SRV-1" };
const fields = (issues: { field: string }[]) => issues.map((issue) => issue.field);

describe("price lines", () => {
  it("without a service id only the price is required", () => {
    expect(priceLineIssues({ price: "10" }, card)).toEqual([]);
    expect(priceLineIssues({ price: "" }, card)).toEqual([{ field: "price", message: "priceRequired" }]);
  });
  it("a price must be numeric", () => {
    expect(numericValue("1.234")).toBe(1.234);
    expect(numericValue("12,5")).toBe(12.5);
    expect(numericValue("12a")).toBeNull();
    expect(fields(priceLineIssues({ price: "1x" }, card))).toEqual(["price"]);
  });
  it("with a service id: price, numeric net price and outgoing id", () => {
    expect(priceLineIssues(full, carrier)).toEqual([]);
    expect(fields(priceLineIssues({ price: "10", net_price: "n/a" }, carrier))).toEqual([
      "net_price",
      "external_service_id_out",
    ]);
  });
  it("region 746 (Chile) also needs a numeric tax", () => {
    const chile = { ...carrier, regionId: 746 };
    expect(priceLineIssues(full, chile)).toEqual([]);
    expect(priceLineIssues({ ...full, tax: "" }, chile)).toEqual([{ field: "tax", message: "taxRequired" }]);
  });
  it("region 441 (Mexico) asks net price and outgoing id only of fixed-line and carrier methods", () => {
    const store = { regionId: 441, serviceIdRequired: true, carrierBilling: false };
    expect(priceLineIssues({ price: "10" }, store)).toEqual([]);
    expect(fields(priceLineIssues({ price: "10" }, { ...store, carrierBilling: true }))).toEqual([
      "net_price",
      "external_service_id_out",
    ]);
  });
  it("an outgoing service id has 1 to 10000 characters", () => {
    expect(priceLineIssues({ ...full, external_service_id_out: "x".repeat(10_000) }, carrier)).toEqual([]);
    expect(priceLineIssues({ ...full, external_service_id_out: "x".repeat(10_001) }, carrier)).toEqual([
      { field: "external_service_id_out", message: "serviceOutLength" },
    ]);
  });
  it("the form's schema carries the same rules as i18n keys", () => {
    expect(priceLineSchema(carrier).safeParse(full).success).toBe(true);
    const failed = priceLineSchema(carrier).safeParse({ price: "10", net_price: "5" });
    expect(failed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["external_service_id_out", "product-rules.serviceOutRequired"],
    ]);
  });
});

describe("legacy price step", () => {
  it("with a service id needs currency, price, net price and tax of at least 0", () => {
    expect(legacyPriceIssues({ ...full, tax: "0", currency_id: 1 }, true)).toEqual([]);
    expect(
      fields(legacyPriceIssues({ price: "10", net_price: "-1", tax: null, currency_id: null }, true)),
    ).toEqual(["payment", "net_price", "tax"]);
  });
  it("asks nothing more without a service id", () => expect(legacyPriceIssues({}, false)).toEqual([]));
});

describe("existing and changed prices", () => {
  it("a price equal in all four values to an existing one is flagged", () => {
    expect(isExistingPrice({ ...full, price: "99.9" }, [full])).toBe(true);
  });
  it("one differing value is a new price", () => {
    expect(isExistingPrice({ ...full, tax: "19" }, [full])).toBe(false);
  });
  it("changes are detected against the saved price, net price, tax and service type", () => {
    const saved = { ...full, service_type: "SUB" };
    expect(priceChanged(saved, { ...saved })).toBe(false);
    expect(priceChanged(saved, { ...saved, service_type: "PPV" })).toBe(true);
  });
});

describe("catalogue identifier", () => {
  it("a method requiring a service id needs one", () => {
    expect(catalogueIssue(true, "P-1")).toEqual([]);
    expect(catalogueIssue(true, " ")).toEqual([{ field: "payment", message: "catalogueRequired" }]);
  });
  it("other methods need none", () => expect(catalogueIssue(false, null)).toEqual([]));
});

describe("payment update", () => {
  const ctx = { regionId: 1, serviceIdRequired: true, hubcorp: false };
  const payment = { payment_method_id: 7, ...full };
  it("a complete payment is valid", () => expect(paymentUpdateIssues(payment, ctx)).toEqual([]));
  it("no payment, or no configuration, is invalid", () => {
    expect(paymentUpdateIssues(null, ctx)).toEqual([{ field: "payment", message: "paymentRequired" }]);
    expect(paymentUpdateIssues({ ...full }, ctx)).toEqual([
      { field: "payment", message: "paymentConfigRequired" },
    ]);
  });
  it("price and net price are required", () => {
    expect(fields(paymentUpdateIssues({ ...payment, price: null, net_price: "" }, ctx))).toEqual([
      "price",
      "net_price",
    ]);
  });
  it("region 746 requires the tax", () => {
    expect(paymentUpdateIssues(payment, { ...ctx, regionId: 746 })).toEqual([]);
    expect(fields(paymentUpdateIssues({ ...payment, tax: null }, { ...ctx, regionId: 746 }))).toEqual([
      "tax",
    ]);
  });
  it("a corporate hub rate needs the first incoming id instead of the outgoing one", () => {
    const hub = { ...ctx, hubcorp: true };
    expect(
      paymentUpdateIssues({ ...payment, external_service_id_out: null, external_service_id_in: ["A1"] }, hub),
    ).toEqual([]);
    expect(fields(paymentUpdateIssues({ ...payment, external_service_id_in: [] }, hub))).toEqual([
      "external_service_id_in",
    ]);
    expect(fields(paymentUpdateIssues({ ...payment, external_service_id_out: "" }, ctx))).toEqual([
      "external_service_id_out",
    ]);
  });
});

describe("channel selection and list editors", () => {
  it("the price step takes exactly one channel", () => {
    expect(targetSelection.safeParse([3]).success).toBe(true);
    expect(targetSelection.safeParse([3, 4]).error?.issues[0].message).toBe("product-rules.targetLimit");
    expect(targetSelection.safeParse([]).error?.issues[0].message).toBe("product-rules.targetRequired");
  });
  it("list editors refuse an empty id and a duplicate", () => {
    expect(listEditorIssue(["A"], "B")).toBeUndefined();
    expect(listEditorIssue(["A"], "  ")).toBe("idEmpty");
    expect(listEditorIssue(["A"], "A")).toBe("idDuplicate");
  });
});
