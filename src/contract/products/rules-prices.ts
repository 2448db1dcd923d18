import { z } from "zod";
import { invalidCharacters } from "./rules-inputs.ts";
import { type RuleMessage, ruleKey } from "./rules-messages.ts";

// Spec 3 §5 "Prices": what a payment line of a rate needs, by payment method and region. Pure functions the
// price form resolves with and the server applies to every payment of a rate save.

export const REGION_MEXICO = 441;
export const REGION_CHILE = 746;
export const SERVICE_OUT_MIN = 1;
export const SERVICE_OUT_MAX = 10_000;
export const TARGET_LIMIT = 1;

/** An outgoing service id as a payload carries it: at most 10000 characters, a longer one saying so. */
export const serviceOutValue = z.string().trim().max(SERVICE_OUT_MAX, ruleKey("serviceOutLength"));

export type PaymentRuleContext = {
  regionId: number;
  /** The payment method's service_id_required. */
  serviceIdRequired: boolean;
  /** Fixed-line or mobile carrier billing: the methods region 441 still asks net price and outgoing id of. */
  carrierBilling: boolean;
};

export type PriceValue = string | number | null | undefined;
export type PriceLine = {
  price?: PriceValue;
  net_price?: PriceValue;
  tax?: PriceValue;
  external_service_id_out?: string | null;
};
export type PriceIssue = {
  field: keyof PriceLine | "external_service_id_in" | "payment";
  message: RuleMessage;
};

const isBlank = (value: PriceValue) => value === null || value === undefined || String(value).trim() === "";

/** A price-field value as a number (comma or dot decimals), or null when empty or not a price. */
export function numericValue(value: PriceValue): number | null {
  if (isBlank(value)) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const text = String(value).trim();
  if (invalidCharacters("price", text).length > 0) return null;
  const parsed = Number(text.replace(",", "."));
  return /^\d+([.,]\d+)?$/.test(text) && Number.isFinite(parsed) ? parsed : null;
}

/** A tax value as a number: a price value, or one with a trailing percent ("16%", "19,5%"). */
export function taxValue(value: PriceValue): number | null {
  return typeof value === "string" ? numericValue(value.trim().replace(/%$/, "")) : numericValue(value);
}

/**
 * The fixed-line and mobile carrier billing methods (spec 3 §9 catalogue codes): the ones region 441 still asks
 * a net price and an outgoing service id of.
 */
export const CARRIER_BILLING_METHODS: readonly string[] = [
  "carrier_billing",
  "fixed_billing",
  "fixed_billing_bundle",
  "co_fixed_gateway",
  "mx_carrier",
  "hubcorp_fixed",
];

export function isCarrierBilling(methodCode: string): boolean {
  return CARRIER_BILLING_METHODS.includes(methodCode);
}

/** The issues of one payment line's price (an empty list when it can be saved). */
export function priceLineIssues(line: PriceLine, ctx: PaymentRuleContext): PriceIssue[] {
  const issues: PriceIssue[] = [];
  if (numericValue(line.price) === null) issues.push({ field: "price", message: "priceRequired" });
  const out = (line.external_service_id_out ?? "").trim();
  if (out.length > SERVICE_OUT_MAX)
    issues.push({ field: "external_service_id_out", message: "serviceOutLength" });
  if (!ctx.serviceIdRequired) return issues;
  const mexicoExempt = ctx.regionId === REGION_MEXICO && !ctx.carrierBilling;
  if (!mexicoExempt) {
    if (numericValue(line.net_price) === null)
      issues.push({ field: "net_price", message: "netPriceRequired" });
    if (out.length < SERVICE_OUT_MIN)
      issues.push({ field: "external_service_id_out", message: "serviceOutRequired" });
  }
  if (ctx.regionId === REGION_CHILE && taxValue(line.tax) === null)
    issues.push({ field: "tax", message: "taxRequired" });
  return issues;
}

/** Legacy rate wizard step 3: with a service id, currency, price, net price and tax of at least 0. */
export function legacyPriceIssues(
  line: PriceLine & { currency_id?: number | null },
  serviceIdRequired: boolean,
): PriceIssue[] {
  if (!serviceIdRequired) return [];
  const issues: PriceIssue[] = [];
  if (!line.currency_id) issues.push({ field: "payment", message: "currencyRequired" });
  for (const [field, message] of [
    ["price", "priceRequired"],
    ["net_price", "netPriceRequired"],
    ["tax", "taxRequired"],
  ] as const) {
    const value = field === "tax" ? taxValue(line[field]) : numericValue(line[field]);
    if (value === null || value < 0) issues.push({ field, message });
  }
  return issues;
}

type Comparable = PriceLine & { service_type?: string | null };
const same = (a: PriceValue, b: PriceValue) =>
  numericValue(a) !== null
    ? numericValue(a) === numericValue(b)
    : String(a ?? "").trim() === String(b ?? "").trim();

/** A price identical in price, net price, tax and outgoing id to an existing one is flagged as existing. */
export function isExistingPrice(candidate: PriceLine, existing: readonly PriceLine[]): boolean {
  return existing.some(
    (line) =>
      same(line.price, candidate.price) &&
      same(line.net_price, candidate.net_price) &&
      same(line.tax, candidate.tax) &&
      same(line.external_service_id_out, candidate.external_service_id_out),
  );
}

/** The price form changed: price, net price, tax or service type code differ from the saved values. */
export function priceChanged(saved: Comparable, current: Comparable): boolean {
  return (
    !same(saved.price, current.price) ||
    !same(saved.net_price, current.net_price) ||
    !same(saved.tax, current.tax) ||
    !same(saved.service_type, current.service_type)
  );
}

/** A payment method with service_id_required needs a catalogue product identifier. */
export function catalogueIssue(
  serviceIdRequired: boolean,
  catalogueId: string | null | undefined,
): PriceIssue[] {
  return serviceIdRequired && !(catalogueId ?? "").trim()
    ? [{ field: "payment", message: "catalogueRequired" }]
    : [];
}

export type PaymentUpdate = PriceLine & {
  payment_method_id?: number | null;
  external_service_id_in?: readonly (string | number)[];
};

/** The update-payment-method modal's checks (spec 3 §5 "The payment update is invalid when…"). */
export function paymentUpdateIssues(
  payment: PaymentUpdate | null | undefined,
  ctx: { regionId: number; serviceIdRequired: boolean; hubcorp: boolean },
): PriceIssue[] {
  if (!payment) return [{ field: "payment", message: "paymentRequired" }];
  if (!payment.payment_method_id) return [{ field: "payment", message: "paymentConfigRequired" }];
  const issues: PriceIssue[] = [];
  if (numericValue(payment.price) === null) issues.push({ field: "price", message: "priceRequired" });
  if (numericValue(payment.net_price) === null)
    issues.push({ field: "net_price", message: "netPriceRequired" });
  if (ctx.regionId === REGION_CHILE && taxValue(payment.tax) === null)
    issues.push({ field: "tax", message: "taxRequired" });
  if ((payment.external_service_id_out ?? "").trim().length > SERVICE_OUT_MAX)
    issues.push({ field: "external_service_id_out", message: "serviceOutLength" });
  else if (ctx.serviceIdRequired && !ctx.hubcorp && !(payment.external_service_id_out ?? "").trim())
    issues.push({ field: "external_service_id_out", message: "serviceOutRequired" });
  if (ctx.serviceIdRequired && ctx.hubcorp && !String(payment.external_service_id_in?.[0] ?? "").trim())
    issues.push({ field: "external_service_id_in", message: "serviceInRequired" });
  return issues;
}

/** List editors (incoming service ids, catalogue ids) refuse an empty id and a duplicate one. */
export function listEditorIssue(
  ids: readonly string[],
  candidate: string,
): "idEmpty" | "idDuplicate" | undefined {
  const id = candidate.trim();
  if (id === "") return "idEmpty";
  return ids.includes(id) ? "idDuplicate" : undefined;
}

/** The price step's channel selection: exactly one target. */
export const targetSelection = z
  .array(z.int().positive())
  .min(1, ruleKey("targetRequired"))
  .max(TARGET_LIMIT, ruleKey("targetLimit"));

/** A price line schema for one payment method and region (the form's resolver; the server runs the same). */
export function priceLineSchema(ctx: PaymentRuleContext) {
  return z
    .object({
      price: z.union([z.string(), z.number()]).nullable().optional(),
      net_price: z.union([z.string(), z.number()]).nullable().optional(),
      tax: z.union([z.string(), z.number()]).nullable().optional(),
      external_service_id_out: z.string().nullable().optional(),
    })
    .superRefine((line, zctx) => {
      for (const issue of priceLineIssues(line, ctx))
        zctx.addIssue({ code: "custom", path: [issue.field], message: ruleKey(issue.message) });
    });
}
