import { z } from "zod";
import { positiveId } from "../fields.ts";
import { planConfiguration } from "./rules-plan.ts";
import { serviceOutValue, targetSelection } from "./rules-prices.ts";
import { trialPeriodValue, trialUnitValue } from "./rules-rate.ts";
import { RULE_NAMES } from "./rules-steps.ts";

// Spec 3 §3 "Wizard payloads": the step payloads of the plan wizard (1–3), the rate steps (4–7) and the legacy
// rate wizard (0–4), built from the §5 rules, and what the wizard's reads answer.

const id = z.int().positive().max(Number.MAX_SAFE_INTEGER);
const priceValue = z.union([z.number().min(0).max(1e12), z.string().trim().max(30)]).nullable();
const ruleParam = z.object({
  type: z.string().max(50),
  name: z.string().max(100),
  value: z.string().max(500),
});

// Plan steps. Step 1: the configuration (with its rules); step 2: filter rows; step 3: publish or save.
export const planStep1 = planConfiguration;
export const filterRowInput = z.strictObject({
  filter_id: id,
  action: z.enum(["add", "delete"]),
  rule_params: z.array(ruleParam).max(50).default([]),
});
export const planStep2 = z.strictObject({ data: z.array(filterRowInput).max(500) });
export const planStep3 = z.strictObject({ action: z.enum(["publish", "save"]) });
export const planStepPayload = z.union([planStep2, planStep3, planStep1]);

/**
 * A step's payload travels as an object the server parses with that step's schema (planStep1/2/3,
 * rateStep4/5, ratePublishStep, legacyStep0–4), so a broken §5 rule is answered with its Spanish message by
 * field (extra.validation, datafield) rather than the generic invalid request.
 */
export const stepPayload = z.record(z.string(), z.unknown());

export const savePlanStepBody = z.object({
  /** 0 for a plan not saved yet (step 1 only). */
  product_id: z.int().min(0).max(Number.MAX_SAFE_INTEGER),
  payload: stepPayload,
});
export type SavePlanStepBody = { product_id: number; payload: z.input<typeof planStepPayload> };

// Rate steps. Step 4: the configuration of its payments; step 5: their e-mails; steps 6 and 7: publish.
export const ratePaymentInput = z.object({
  user_type_id: id,
  payment_method_id: id,
  currency_id: id,
  price: priceValue,
  net_price: priceValue.default(null),
  tax: priceValue.default(null),
  external_service_id_out: serviceOutValue.nullable().default(null),
  external_service_id_in: z.array(z.string().trim().min(1).max(500)).max(50).default([]),
  service_type: z.string().trim().max(50).nullable().default(null),
  active: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type RatePaymentInput = z.input<typeof ratePaymentInput>;

export const rateStep4 = z.object({
  name: z.string().trim().max(150).optional(),
  description: z.string().trim().max(1000).optional(),
  payments: z.array(ratePaymentInput).min(1).max(200),
  trial_period: trialPeriodValue.default(0),
  trial_unit: trialUnitValue.default("D"),
  initials: z.string().trim().max(500).default(""),
  target_id: targetSelection,
  /** Product catalogue identifiers (spec 3 §5: needed when a payment method requires a service id). */
  catalogue_ids: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  eligibility_rate: z.union([z.literal(0), z.literal(1)]).default(0),
  is_hubcorp: z.union([z.literal(0), z.literal(1)]).default(0),
  active: z.union([z.literal(0), z.literal(1)]).default(1),
});
export const paymentMailInput = z.object({
  user_type_id: id,
  payment_method_id: id,
  currency_id: id,
  key_email: z.string().trim().max(200).nullable(),
  cancelation_key_email: z.string().trim().max(200).nullable(),
});
export const rateStep5 = z.strictObject({ payments: z.array(paymentMailInput).min(1).max(200) });
export const ratePublishStep = z.strictObject({});
export const rateStepPayload = z.union([ratePublishStep, rateStep5, rateStep4]);

export const rateStepQuery = z.object({
  /** Absent (or 0) on the step that creates the rate. */
  rate_id: z.union([positiveId, z.literal("0").transform(() => 0), z.literal(0)]).optional(),
  region_id: positiveId,
  product_id: positiveId,
  action: z.enum(["save", "publish"]).default("save"),
});

// Legacy rate wizard, steps 0–4 (spec 3 §2 "Legacy rate wizard", §3 legacy rate body).
export const legacyStep0 = z.strictObject({
  name: z.string().trim().max(150).optional(),
  description: z.string().trim().max(1000).optional(),
});
export const legacyStep1 = z.strictObject({
  target_id: targetSelection,
  initials: z.string().trim().max(500).default(""),
  eligibility_rate: z.union([z.literal(0), z.literal(1)]).default(0),
});
export const legacyStep2 = z.strictObject({
  user_type_id: id.nullable(),
  payment_method_id: id.nullable(),
  trial: z.boolean().default(false),
  trial_period: trialPeriodValue.default(0),
  rules: z
    .array(z.object({ name: z.enum(RULE_NAMES), value: z.enum(["S", "N"]) }))
    .max(20)
    .default([]),
  service: z.boolean().default(false),
  external_service_id_in: z.array(z.string().trim().min(1).max(500)).max(50).default([]),
});
export const legacyStep3 = z.strictObject({
  currency_id: id.nullable(),
  price: priceValue,
  net_price: priceValue.default(null),
  tax: priceValue.default(null),
  external_service_id_out: serviceOutValue.nullable().default(null),
});
export const legacyStep4 = z.strictObject({ active: z.union([z.literal(0), z.literal(1)]).default(1) });
export const legacyStepPayload = z.union([legacyStep1, legacyStep2, legacyStep3, legacyStep4, legacyStep0]);

export const NAME_KINDS = ["family", "plan", "rate"] as const;
export const nameQuery = z.object({
  name: z.string().trim().min(1).max(150),
  /** The plan a rate name belongs to. */
  product_id: positiveId.optional(),
});
export const nameAvailability = z.object({
  result: z.enum(["AVAILABLE", "EXISTS"]),
  internal_name: z.string(),
});
