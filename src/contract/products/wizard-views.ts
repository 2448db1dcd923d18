import { z } from "zod";
import { PLAN_TYPES, TEMPORARY_UNITS } from "./rules-plan-types.ts";
import { ratePaymentInput } from "./wizard-shapes.ts";

// What the product wizard's reads and saves answer (spec 3 §3 Plan, Rate, rate payment; §7).

const ruleParam = z.object({ type: z.string(), name: z.string(), value: z.string() });

export const wizardFamily = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  internal_name: z.string(),
  state: z.enum(["draft", "publish"]),
});
export const wizardFilterRow = z.object({
  filter_id: z.int(),
  name: z.string(),
  action: z.enum(["add", "delete"]),
  rule_params: z.array(ruleParam),
});
export const wizardPlan = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  internal_name: z.string(),
  type: z.object({ id: z.enum(PLAN_TYPES), name: z.string() }),
  content_type: z.string().nullable(),
  temporary_unit: z.enum(TEMPORARY_UNITS).nullable(),
  temporary_limit: z.number().nullable(),
  download: z.int(),
  period: z.number().nullable(),
  frequency: z.number().nullable(),
  length: z.number().nullable(),
  priority: z.number(),
  state: z.enum(["draft", "published"]),
  step_allowed_edit: z.boolean(),
  content_filters: z.array(wizardFilterRow),
  rates_count: z.int(),
  /** Every rule of §3 with its value S or N (allow_upsell, allow_downsell and the others). */
  rules: z.array(ruleParam),
});
export const planStepView = z.object({
  product: wizardPlan,
  family: wizardFamily.nullable(),
  last_step_saved: z.int(),
});
export type PlanStepView = z.output<typeof planStepView>;

export const wizardPayment = ratePaymentInput.extend({
  key_email: z.string().nullable(),
  cancelation_key_email: z.string().nullable(),
  service_id_required: z.boolean(),
});
/** The legacy rate wizard's payment line between its step 2 and step 3 (which prices it into a payment). */
export const legacyLine = z.object({
  user_type_id: z.int(),
  payment_method_id: z.int(),
  external_service_id_in: z.array(z.string()),
  service_id_required: z.boolean(),
});
export const wizardRate = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  product_id: z.int(),
  region: z.object({ id: z.int(), name: z.string(), region_frozen: z.boolean() }),
  state: z.enum(["draft", "uat", "publish"]),
  active: z.int(),
  trial_period: z.int(),
  trial_unit: z.enum(["D", "M"]),
  initials: z.string(),
  target_id: z.array(z.int()),
  catalogue_ids: z.array(z.string()),
  eligibility_rate: z.int(),
  is_hubcorp: z.int(),
  allow_abm: z.boolean(),
  last_step_saved: z.int(),
  /** The rules switched on (spec 3 §3 Rate rules: rule_params of type, name and value S). */
  rules: z.array(ruleParam),
  /** The legacy wizard's line saved at its step 2 and not priced yet, else null. */
  legacy_line: legacyLine.nullable(),
  payments: z.array(wizardPayment),
});
export type WizardRate = z.output<typeof wizardRate>;

export const saveRateResult = z.object({
  step: z.int(),
  rate_id: z.int(),
  insert: z.object({ rate: wizardRate }).optional(),
  updated: z.object({ rate: wizardRate }).optional(),
});
