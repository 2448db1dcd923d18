import type { FieldErrors } from "react-hook-form";
import {
  catalogueIssue,
  improvementOf,
  invalidCharacters,
  priceLineIssues,
  ruleKey,
  type TrialUnit,
  targetSelection,
  trialFields,
  trialPeriodOf,
} from "../../../../contract/products/rules";
import { type RatePaymentInput, rateStep4 } from "../../../../contract/products/wizard";
import type { WizardRate } from "../../domain/wizard-queries";

// Step 4's form (spec 3 §2 step 4, §3 rate payload, §5 prices): region, one channel, payments with their
// prices, trial, commercial signs, eligibility. Validated by the shared rules: the payload through the save's
// schema, each payment through the price rules of its method and region.

export type PaymentRow = {
  user_type_id: string;
  payment_method_id: string;
  currency_id: string;
  price: string;
  net_price: string;
  tax: string;
  external_service_id_out: string;
  /** Incoming service ids, comma separated. */
  external_service_id_in: string;
  service_type: string;
  active: boolean;
};

export type RateFormValues = {
  region_id: string;
  target: string;
  trial: boolean;
  trial_period: string;
  /** The bonification's unit: days (D) or months (M). */
  trial_unit: TrialUnit;
  initials: string;
  eligibility: boolean;
  /** Product catalogue identifiers of the rate's region. */
  catalogue_ids: string[];
  payments: PaymentRow[];
};

export const EMPTY_PAYMENT: PaymentRow = {
  user_type_id: "",
  payment_method_id: "",
  currency_id: "",
  price: "",
  net_price: "",
  tax: "",
  external_service_id_out: "",
  external_service_id_in: "",
  service_type: "",
  active: true,
};

/** Changing a payment's method drops the price it had (spec 3 §4: deleting a payment clears its price). */
export const PRICE_FIELDS = [
  "currency_id",
  "price",
  "net_price",
  "tax",
  "external_service_id_out",
  "external_service_id_in",
  "service_type",
] as const;

export function emptyRate(regionId = ""): RateFormValues {
  return {
    region_id: regionId,
    target: "",
    trial: false,
    trial_period: "0",
    trial_unit: "D",
    initials: "",
    eligibility: false,
    catalogue_ids: [],
    payments: [],
  };
}

/** Spec 3 §4: changing the channel clears user type, payments and trial. */
export function onChannelChange(values: RateFormValues, target: string): RateFormValues {
  return { ...values, target, payments: [], trial: false, trial_period: "0", trial_unit: "D" };
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

export function rateToForm(rate: WizardRate): RateFormValues {
  return {
    region_id: String(rate.region.id),
    target: rate.target_id[0] ? String(rate.target_id[0]) : "",
    trial: rate.trial_period > 0,
    trial_period: String(rate.trial_period),
    trial_unit: rate.trial_unit,
    initials: rate.initials,
    eligibility: rate.eligibility_rate === 1,
    catalogue_ids: rate.catalogue_ids,
    payments: rate.payments.map((payment) => ({
      user_type_id: String(payment.user_type_id),
      payment_method_id: String(payment.payment_method_id),
      currency_id: String(payment.currency_id),
      price: text(payment.price),
      net_price: text(payment.net_price),
      tax: text(payment.tax),
      external_service_id_out: text(payment.external_service_id_out),
      external_service_id_in: (payment.external_service_id_in ?? []).join(", "),
      service_type: text(payment.service_type),
      active: payment.active === 1,
    })),
  };
}

const id = (value: string) => (/^\d+$/.test(value) ? Number(value) : 0);
const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
const ids = (value: string) =>
  value
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

export function paymentPayload(row: PaymentRow): RatePaymentInput {
  return {
    user_type_id: id(row.user_type_id),
    payment_method_id: id(row.payment_method_id),
    currency_id: id(row.currency_id),
    price: orNull(row.price),
    net_price: orNull(row.net_price),
    tax: orNull(row.tax),
    external_service_id_out: orNull(row.external_service_id_out),
    external_service_id_in: ids(row.external_service_id_in),
    service_type: orNull(row.service_type),
    active: row.active ? 1 : 0,
  };
}

/** Spec 3 §3 step-4 payload. */
export function ratePayload(values: RateFormValues, isHubcorp: 0 | 1) {
  const trial = improvementOf(values.trial_period);
  return {
    payments: values.payments.map(paymentPayload),
    trial_period: trialPeriodOf(values.trial, trial?.value ?? Number.NaN),
    trial_unit: values.trial_unit,
    initials: values.initials.trim(),
    target_id: values.target ? [id(values.target)] : [],
    catalogue_ids: values.catalogue_ids,
    eligibility_rate: values.eligibility ? (1 as const) : (0 as const),
    is_hubcorp: isHubcorp,
    active: 1 as const,
  };
}

/** What the rules need to know of a payment method. */
export type MethodInfo = { serviceIdRequired: boolean; carrierBilling: boolean };

export type RateRuleContext = { isHubcorp: 0 | 1; methods: ReadonlyMap<number, MethodInfo> };

type Errors = FieldErrors<RateFormValues> & Record<string, unknown>;

/** Every issue of the form, by the shared rules, on the form's field paths. */
export type RateIssue = { message: string; chars?: string };

/** Spec 3 §5 "Input types": the price fields take digits, comma and dot; the tax digits, comma and percent. */
const INPUT_KINDS = { price: "price", net_price: "price", tax: "tax" } as const;

export function rateIssues(values: RateFormValues, ctx: RateRuleContext): Record<string, RateIssue> {
  const issues: Record<string, RateIssue> = {};
  const put = (path: string, message: string, chars?: string) => {
    issues[path] ??= chars ? { message, chars } : { message };
  };
  if (!id(values.region_id)) put("region_id", ruleKey("required"));
  const target = targetSelection.safeParse(values.target ? [id(values.target)] : []);
  if (!target.success) put("target", target.error.issues[0].message);
  const trial = trialFields.safeParse({
    trial: values.trial,
    trial_period: Number(values.trial_period || 0),
  });
  if (!trial.success || improvementOf(values.trial_period) === null)
    put("trial_period", trial.success ? ruleKey("integer") : trial.error.issues[0].message);
  if (values.payments.length === 0) put("payments", ruleKey("paymentRequired"));
  let needsCatalogue = false;
  for (const [index, row] of values.payments.entries()) {
    const at = (field: string) => `payments.${index}.${field}`;
    if (!id(row.user_type_id)) put(at("user_type_id"), ruleKey("userTypeRequired"));
    if (!id(row.payment_method_id)) {
      put(at("payment_method_id"), ruleKey("paymentMethodRequired"));
      continue;
    }
    if (!id(row.currency_id)) put(at("currency_id"), ruleKey("currencyRequired"));
    for (const [field, kind] of Object.entries(INPUT_KINDS)) {
      const chars = invalidCharacters(kind, row[field as keyof typeof INPUT_KINDS]);
      if (chars.length > 0) put(at(field), ruleKey("invalidCharsListed"), chars.join(" "));
    }
    const method = ctx.methods.get(id(row.payment_method_id));
    // The method's configuration is still loading: nothing to check its prices against yet.
    if (!method) {
      put(at("payment_method_id"), ruleKey("paymentConfigRequired"));
      continue;
    }
    const context = { regionId: id(values.region_id), ...method };
    for (const issue of priceLineIssues(paymentPayload(row), context))
      put(at(issue.field), ruleKey(issue.message));
    if (method.serviceIdRequired) needsCatalogue = true;
  }
  // Spec 3 §5: a payment method with service_id_required needs a catalogue product identifier.
  for (const issue of catalogueIssue(needsCatalogue, values.catalogue_ids[0]))
    put("catalogue_ids", ruleKey(issue.message));
  if (Object.keys(issues).length === 0) {
    const parsed = rateStep4.safeParse(ratePayload(values, ctx.isHubcorp));
    if (!parsed.success)
      put(String(parsed.error.issues[0].path[0] ?? "payments"), parsed.error.issues[0].message);
  }
  return issues;
}

/** A resolver over rateIssues; its context is read when it runs (methods load as rows choose them). */
export function rateResolver(context: () => RateRuleContext) {
  return async (values: RateFormValues) => {
    const issues = rateIssues(values, context());
    if (Object.keys(issues).length === 0) return { values, errors: {} };
    const errors: Errors = {};
    for (const [path, issue] of Object.entries(issues))
      setPath(
        errors,
        path,
        issue.chars
          ? { type: "invalidChars", message: issue.chars }
          : { type: "schema", message: issue.message },
      );
    return { values: {}, errors };
  };
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split(".");
  let node = target;
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1) node[part] = value;
    else {
      node[part] ??= /^\d+$/.test(parts[index + 1]) ? [] : {};
      node = node[part] as Record<string, unknown>;
    }
  }
}
