import { z } from "zod";
import { flagValue } from "../fields.ts";
import { planTypeId } from "./reference.ts";

// Shapes of families, plans, rates and payments as the catalogue calls answer them (spec 3 §3).

export const rateState = z.enum(["draft", "uat", "publish"]);
export const displayStateValue = z.enum(["inactive", "draft", "uat", "publish"]);
export const mailStatus = z.enum(["draft", "publish", "disassociated"]);

export const userData = z.object({
  publish_date: z.string().nullable(),
  modified_date: z.string(),
  publish_user_name: z.string().nullable(),
  modified_user_name: z.string(),
});

export const regionRef = z.object({
  id: z.int(),
  name: z.string(),
  country_code: z.string(),
  region_frozen: flagValue,
});

/** One payment line of a rate: the payment-method card of the list (§2) and the update modal. */
export const ratePayment = z.object({
  id: z.int(),
  rateId: z.int(),
  regionId: z.int(),
  codeRegion: z.string(),
  price: z.string().nullable(),
  net_price: z.string().nullable(),
  tax: z.string().nullable(),
  active: flagValue,
  user_type: z.object({ id: z.int(), name: z.string(), required_email: flagValue }),
  payment_method: z.object({
    id: z.int(),
    name: z.string(),
    description: z.string(),
    service_id_required: flagValue,
    service_id_name: z.string().nullable(),
    colour: z.string(),
    active: flagValue,
    service_type: flagValue,
  }),
  currency: z.object({ id: z.int(), name: z.string(), description: z.string(), symbol: z.string() }),
  currencyId: z.int(),
  external_service_id_in: z.array(z.string()),
  external_service_out: z.object({ ext_service_id_out: z.string().nullable() }).catchall(z.unknown()),
  service_type_code: z.string().nullable(),
  categorization: z.string().nullable(),
  key_email: z.string().nullable(),
  key_email_status: mailStatus.nullable(),
  cancelation_key_email: z.string().nullable(),
  cancelation_key_email_status: mailStatus.nullable(),
});
export type RatePayment = z.output<typeof ratePayment>;

/** A rate as the list and the summaries show it. */
export const rateSummary = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  active: flagValue,
  state: rateState,
  display_state: displayStateValue,
  is_hubcorp: flagValue,
  eligibility_rate: flagValue,
  /** The caller may edit it: its region is among the caller's (§5). */
  allow_abm: z.boolean(),
  product_id: z.int(),
  region: regionRef,
  target: z.array(z.object({ id: z.int(), name: z.string(), active: flagValue })),
  trial_period: z.int(),
  initials: z.string(),
  last_step_saved: z.int(),
  publish: z.array(
    z.object({ status: z.string(), date: z.string(), create_user_name: z.string(), environment: z.string() }),
  ),
  publish_environment: z.array(z.string()),
  payments: z.array(ratePayment),
  user_data: userData,
});
export type RateSummary = z.output<typeof rateSummary>;

/** A rate in full (get by id): the summary plus every wizard field. */
export const rateDetail = rateSummary.extend({
  trial: z.object({ id: z.string().nullable(), active: flagValue, period: z.int() }),
  var_payment: z.string().nullable(),
  var_usertype: z.string().nullable(),
  var_countrycode: z.string().nullable(),
  rules: z.array(z.unknown()),
  external_service_id_in: z.array(z.object({ id: z.string() })),
  catalogue_ids: z.array(z.string()),
  rate_id_ext: z.string().nullable(),
  tenant: z.string(),
  product: z.object({
    id: z.int(),
    name: z.string(),
    type: planTypeId,
    state: z.enum(["draft", "published"]),
  }),
  family: z.object({ id: z.int().nullable(), name: z.string().nullable() }),
});
export type RateDetail = z.output<typeof rateDetail>;

export const regionRates = z.object({ region: regionRef, rates: z.array(rateSummary) });

/** A plan (product version) as the list shows it. */
export const planSummary = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  internal_name: z.string(),
  type: z.object({ id: planTypeId, name: z.string() }),
  content_type: z.string().nullable(),
  state: z.enum(["draft", "published"]),
  active: z.boolean(),
  last_step_saved: z.int(),
  rates_count: z.int(),
  regions_rates_resume: z.array(regionRates),
  tenant: z.object({ tenant_name: z.string() }),
  user_data: userData,
});
export type PlanSummary = z.output<typeof planSummary>;

// The product list's page (spec 3 §2): what its cards show and no more. A payment card is its method, user type
// and currency (named once a page, in the lookups) and its switch; the rest of a rate (prices, tax, service ids,
// e-mails, rules, publications) is read when the rate is opened (getRate). A page of 5 families stays under
// 100 KB on the small seed (tests/server/products-list-page.test.ts).

/** A payment card of the list: its method, user type and currency are ids into the page's lookups. */
export const paymentCard = z.object({
  id: z.int(),
  payment_method_id: z.int(),
  user_type_id: z.int(),
  currency_id: z.int(),
  active: flagValue,
});
export type PaymentCard = z.output<typeof paymentCard>;

/** A rate card of the list: its state, switch and channels (a rate goes on sale with one), its payment cards. */
export const rateCard = rateSummary
  .pick({ id: true, name: true, active: true, state: true, is_hubcorp: true, allow_abm: true })
  .extend({
    target_count: z.int(),
    payments: z.array(paymentCard),
  });
export type RateCard = z.output<typeof rateCard>;

/** A plan card of the list: its rates grouped per region. */
export const planCard = planSummary
  .pick({ id: true, name: true, type: true, state: true, last_step_saved: true, rates_count: true })
  .extend({
    regions_rates_resume: z.array(
      z.object({ region: regionRef.pick({ id: true, name: true }), rates: z.array(rateCard) }),
    ),
  });
export type PlanCard = z.output<typeof planCard>;

export const familyCard = z.object({
  id: z.int(),
  name: z.string(),
  state: z.enum(["draft", "publish"]),
  products: z.array(planCard),
});
export type FamilyCard = z.output<typeof familyCard>;

/** The names the page's payment cards refer to by id. */
export const paymentLookups = z.object({
  payment_methods: z.array(z.object({ id: z.int(), name: z.string(), colour: z.string() })),
  user_types: z.array(z.object({ id: z.int(), name: z.string() })),
  currencies: z.array(z.object({ id: z.int(), name: z.string(), symbol: z.string() })),
});
export type PaymentLookups = z.output<typeof paymentLookups>;

export const familyPage = paymentLookups.extend({
  total: z.int(),
  total_plans: z.int(),
  total_rates: z.int(),
  families: z.array(familyCard),
});
export type FamilyPage = z.output<typeof familyPage>;

const ruleParam = z.object({ type: z.string(), name: z.string(), value: z.string() });

/** A plan in full (get by id, without the wizard). */
export const planDetail = planSummary.extend({
  period: z.int().nullable(),
  frequency: z.int().nullable(),
  length: z.int().nullable(),
  priority: z.int(),
  temporary_unit: z.string().nullable(),
  temporary_limit: z.number().nullable(),
  download_frequency: z.int().nullable(),
  download: flagValue,
  allow_upsell: flagValue,
  allow_downsell: flagValue,
  unlimited: flagValue,
  cycles: z.number().nullable(),
  availability: z.enum(["automatic", "manual"]).nullable(),
  availability_hours: z.int().nullable(),
  step_allowed_edit: z.boolean(),
  family: z
    .object({ id: z.int(), name: z.string(), description: z.string(), state: z.enum(["draft", "publish"]) })
    .nullable(),
  content_filters: z.array(
    z.object({
      filter_id: z.int(),
      name: z.string(),
      title: z.string(),
      description: z.string(),
      action: z.enum(["add", "delete"]),
      rule_params: z.array(ruleParam),
    }),
  ),
  audit: z.object({
    creator: z.string(),
    created_date: z.string(),
    modifier: z.string(),
    modified_date: z.string(),
    publisher: z.string().nullable(),
    publish_date: z.string().nullable(),
  }),
});
export type PlanDetail = z.output<typeof planDetail>;
