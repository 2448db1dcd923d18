import { z } from "zod";
import { defineCalls, ENVELOPE_CREATED } from "../define.ts";
import type { ErrorCode } from "../errors.ts";
import { flag, flagValue, idList, idParams, positiveId } from "../fields.ts";
import { serviceOutValue } from "./rules-prices.ts";
import { mailStatus, rateDetail, ratePayment, rateState, rateSummary } from "./shapes.ts";

// services/products rates (spec 3 §7 "Rates"): reads by id, product, region and resume; the state changes of
// §4 (status, payment method switch, publish to production, generate in uat, delete draft); the payment
// update; clone; e-mail association and look-up. Writes are refused
// outside the caller's regions (allow_abm) and, when they create or save a rate, in frozen regions.

/** Clone takes at most 500 rate ids (§5, §9). */
export const CLONE_MAX = 500;

const rateParams = idParams("rate_id");
const view = { module: "products", privilege: "view" } as const;
const edit = { module: "products", privilege: "edit" } as const;
const FOUND = ["product_rate_not_found"] as const satisfies readonly ErrorCode[];
const WRITE = [...FOUND, "product_region_forbidden"] as const satisfies readonly ErrorCode[];
/** Moves a rate on (to production, or to uat): the same checks, each refusal with its own code. */
const rateTransition = <const Refusal extends ErrorCode>(
  summary: string,
  path: `/${string}`,
  refusal: Refusal,
) =>
  ({
    summary,
    method: "POST",
    path,
    params: rateParams,
    result: z.object({ id: z.int(), state: rateState }),
    errors: [...WRITE, "product_region_frozen", "wizard_rule_invalid", refusal],
    access: { module: "products", privilege: "publish" },
    ...ENVELOPE_CREATED,
  }) as const;
const amount = z.string().trim().max(50);

export const paymentLine = z.object({
  payment_method_id: positiveId,
  user_type: positiveId,
  currency: positiveId,
});

export const paymentUpdate = paymentLine.extend({
  price: amount.optional(),
  net_price: amount.nullable().optional(),
  tax: amount.nullable().optional(),
  ext_service_id_out: serviceOutValue.nullable().optional(),
  external_service_id_in: z.array(z.string().trim().min(1).max(500)).max(100).optional(),
  service_type_code: z.string().trim().max(100).nullable().optional(),
});
export type PaymentUpdate = z.input<typeof paymentUpdate>;

export const cloneVerdict = z.object({
  id: z.int(),
  valid: z.boolean(),
  /** Why an id cannot be cloned: not found, inactive, or outside the caller's regions (or frozen). */
  reason: z
    .enum([
      "product_rate_not_found",
      "product_rate_status_refused",
      "product_region_forbidden",
      "product_region_frozen",
    ])
    .nullable(),
  family: z.object({ id: z.int(), name: z.string() }).nullable(),
  plan: z.object({ id: z.int(), name: z.string() }).nullable(),
  region: z.object({ id: z.int(), name: z.string() }).nullable(),
});
export type CloneVerdict = z.output<typeof cloneVerdict>;
export const cloneGroup = z.object({
  family: z.object({ id: z.int(), name: z.string() }),
  plan: z.object({ id: z.int(), name: z.string() }),
  region: z.object({ id: z.int(), name: z.string() }),
  rates: z.array(cloneVerdict),
});
export const cloneBody = z.object({ data: z.array(positiveId).min(1).max(CLONE_MAX) });

export const associatedMail = z.object({
  id_mail: z.string(),
  region: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  program: z.string(),
  flow: z.string(),
  subject: z.string(),
  html: z.string(),
  creation_date: z.string(),
  modification_date: z.string(),
  modification_user: z.string(),
  publication_date: z.string().nullable(),
  publication_user: z.string().nullable(),
});

export const productRateCalls = defineCalls("products", {
  listRatesByProduct: {
    summary: "Rates of a plan (optionally only these rates_id)",
    method: "GET",
    path: "/products/rates/by-product",
    query: z.object({ product_id: positiveId, rates_id: idList.optional() }),
    result: z.array(rateSummary),
    access: view,
  },
  listRatesByRegion: {
    summary: "Rates of a plan in these regions",
    method: "GET",
    path: "/products/rates/by-region",
    query: z.object({ product_id: positiveId, regions: idList }),
    result: z.array(rateSummary),
    access: view,
  },
  listRatesResume: {
    summary: "Summaries of these rates (the rate summary panel and modal)",
    method: "GET",
    path: "/products/rates/resume",
    query: z.object({ rates_id: idList }),
    result: z.array(rateSummary),
    access: view,
  },
  changeRateStatus: {
    summary: "Activates (1) or inactivates (0) a rate in production or inactive",
    method: "POST",
    path: "/products/rates/:rate_id/status",
    params: rateParams,
    body: z.object({ active: flag }),
    result: z.object({ id: z.int(), active: flagValue, display_state: z.string() }),
    errors: [...WRITE, "product_rate_status_refused", "product_in_promotion"],
    access: edit,
  },
  changePaymentStatus: {
    summary: "Activates (1) or inactivates (0) one payment line (method, user type, currency) of a rate",
    method: "POST",
    path: "/products/rates/:rate_id/payments/status",
    params: rateParams,
    body: paymentLine.extend({ active: flag }),
    result: ratePayment,
    errors: [...WRITE, "product_payment_not_found"],
    access: edit,
  },
  updatePayment: {
    summary: "Updates the price data of one payment line of a draft rate",
    method: "PUT",
    path: "/products/rates/:rate_id/payments",
    params: rateParams,
    body: paymentUpdate,
    result: ratePayment,
    errors: [
      ...WRITE,
      "product_payment_not_found",
      "product_rate_not_draft",
      "product_region_frozen",
      "product_payment_invalid",
    ],
    access: edit,
    ...ENVELOPE_CREATED,
  },
  publishRate: rateTransition(
    "Publishes a rate to production (a uat rate, or a draft corporate-hub rate)",
    "/products/rates/:rate_id/publish",
    "product_rate_publish_refused",
  ),
  generateUat: rateTransition(
    "Generates a draft rate (not corporate hub) in uat",
    "/products/rates/:rate_id/uat",
    "product_rate_uat_refused",
  ),
  deleteRate: {
    summary: "Deletes a draft rate: it becomes inactive and is no longer offered",
    method: "DELETE",
    path: "/products/rates/:rate_id",
    params: rateParams,
    result: z.object({ id: z.int(), deleted: z.literal(true) }),
    errors: [...WRITE, "product_rate_not_draft", "product_in_promotion"],
    access: { module: "products", privilege: "delete" },
    ...ENVELOPE_CREATED,
  },

  validateCloneRates: {
    summary: "Checks up to 500 rate ids for cloning, grouped by family, plan and region",
    method: "POST",
    path: "/products/rates/clone/validate",
    body: cloneBody,
    result: z.object({ rates: z.array(cloneVerdict), groups: z.array(cloneGroup) }),
    access: edit,
  },
  cloneRates: {
    summary: "Clones the valid ones of up to 500 rate ids as new draft rates, in one transaction",
    method: "POST",
    path: "/products/rates/clone",
    body: cloneBody,
    result: z.object({
      rates: z.array(cloneVerdict),
      cloned: z.array(z.object({ source_id: z.int(), rate_id: z.int() })),
    }),
    errors: ["product_clone_none_valid"],
    access: edit,
    status: 201,
    ...ENVELOPE_CREATED,
  },
  getMail: {
    summary: "A mail template by key_email and region_name, with its association status",
    method: "GET",
    path: "/products/mails",
    query: z.object({
      key_email: z.string().trim().min(1).max(200),
      region_name: z.string().trim().min(1).max(64),
    }),
    result: associatedMail.extend({ status: mailStatus }),
    errors: ["product_mail_not_found"],
    access: view,
  },
  associateMail: {
    summary: "Associates a purchase or cancellation mail (by key, in the rate's region) to a payment line",
    method: "PUT",
    path: "/products/rates/:rate_id/payments/mail",
    params: rateParams,
    body: paymentLine.extend({
      kind: z.enum(["purchase", "cancel"]),
      key_email: z.string().trim().min(1).max(200),
    }),
    result: ratePayment,
    errors: [...WRITE, "product_payment_not_found", "product_rate_not_draft", "product_mail_not_found"],
    access: edit,
    ...ENVELOPE_CREATED,
  },
  getRate: {
    summary:
      "A rate by id with every field, its payments and publications (declared after the static /rates/… reads)",
    method: "GET",
    path: "/products/rates/:rate_id",
    params: rateParams,
    result: rateDetail,
    errors: FOUND,
    access: view,
  },
});
