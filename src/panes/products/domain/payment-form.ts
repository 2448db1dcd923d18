import {
  invalidCharacters,
  isExistingPrice,
  type PriceLine,
  paymentUpdateIssues,
  priceChanged,
  type RuleMessage,
} from "../../../contract/products/rules";
import type { PaymentDetailView, RateView } from "./model";

// The update-payment-method modal's form (spec 3 §2, §5 "Prices"): every field the payment's method needs,
// pre-filled from the stored payment; the §5 rules of src/contract judge it; only what changed travels.

export type PaymentFormField =
  | "price"
  | "net_price"
  | "tax"
  | "ext_service_id_out"
  | "external_service_id_in"
  | "service_type_code";
export type PaymentForm = Record<PaymentFormField, string>;
export type PaymentChanges = Partial<{
  price: string;
  net_price: string | null;
  tax: string | null;
  ext_service_id_out: string | null;
  external_service_id_in: string[];
  service_type_code: string | null;
}>;
export type FieldProblem = { message: RuleMessage; chars?: string };

/** The fields this payment shows: the outgoing id when its method requires one, the incoming ids on a corporate
 * hub rate, the service type code when its method takes one. */
export function paymentFields(
  rate: Pick<RateView, "isHubcorp">,
  payment: PaymentDetailView,
): PaymentFormField[] {
  return [
    "price",
    "net_price",
    "tax",
    ...(payment.serviceIdRequired ? (["ext_service_id_out"] as const) : []),
    ...(rate.isHubcorp ? (["external_service_id_in"] as const) : []),
    ...(payment.serviceType ? (["service_type_code"] as const) : []),
  ];
}

export function paymentForm(payment: PaymentDetailView): PaymentForm {
  return {
    price: payment.price ?? "",
    net_price: payment.netPrice ?? "",
    tax: payment.tax ?? "",
    ext_service_id_out: payment.serviceOut ?? "",
    external_service_id_in: payment.serviceIn.join(", "),
    service_type_code: payment.serviceTypeCode ?? "",
  };
}

const idsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** The fields that differ from the saved values (the form is not dirty when this is empty). */
export function changedFields(
  saved: PaymentForm,
  form: PaymentForm,
  shown: readonly PaymentFormField[],
): PaymentFormField[] {
  const price = (f: PaymentForm) => ({
    price: f.price,
    net_price: f.net_price,
    tax: f.tax,
    service_type: f.service_type_code,
  });
  return shown.filter((field) => {
    if (field === "external_service_id_in")
      return idsOf(saved[field]).join(",") !== idsOf(form[field]).join(",");
    if (field === "ext_service_id_out") return saved[field].trim() !== form[field].trim();
    const key = field === "service_type_code" ? "service_type" : field;
    return priceChanged({ [key]: price(saved)[key] }, { [key]: price(form)[key] });
  });
}

/** What the call carries: the changed fields only (an emptied one as null). */
export function paymentChanges(form: PaymentForm, changed: readonly PaymentFormField[]): PaymentChanges {
  const changes: PaymentChanges = {};
  for (const field of changed) {
    if (field === "price") changes.price = form.price.trim();
    else if (field === "external_service_id_in") changes.external_service_id_in = idsOf(form[field]);
    else changes[field] = orNull(form[field]);
  }
  return changes;
}

const KINDS = { price: "price", net_price: "price", tax: "tax" } as const;

/** Spec 3 §5 on the form: invalid characters listed, then "The payment update is invalid when…". */
export function paymentProblems(
  form: PaymentForm,
  rate: Pick<RateView, "regionId" | "isHubcorp">,
  payment: PaymentDetailView,
): Partial<Record<PaymentFormField, FieldProblem>> {
  const problems: Partial<Record<PaymentFormField, FieldProblem>> = {};
  for (const [field, kind] of Object.entries(KINDS) as [keyof typeof KINDS, "price" | "tax"][]) {
    const chars = invalidCharacters(kind, form[field].trim());
    if (chars.length > 0) problems[field] = { message: "invalidCharsListed", chars: chars.join(" ") };
  }
  const issues = paymentUpdateIssues(
    {
      payment_method_id: payment.paymentMethodId,
      price: form.price,
      net_price: form.net_price,
      tax: form.tax,
      external_service_id_out: form.ext_service_id_out,
      external_service_id_in: idsOf(form.external_service_id_in),
    },
    { regionId: rate.regionId, serviceIdRequired: payment.serviceIdRequired, hubcorp: rate.isHubcorp },
  );
  for (const issue of issues) {
    const field = issue.field === "external_service_id_out" ? "ext_service_id_out" : issue.field;
    if (field in form) problems[field as PaymentFormField] ??= { message: issue.message };
  }
  return problems;
}

/** §5: a price identical in price, net price, tax and outgoing id to a known one is flagged as existing. */
export function existingPrice(form: PaymentForm, known: readonly PriceLine[]): boolean {
  return isExistingPrice(
    {
      price: form.price,
      net_price: form.net_price,
      tax: form.tax,
      external_service_id_out: form.ext_service_id_out,
    },
    known,
  );
}
