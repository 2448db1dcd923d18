import { z } from "zod";
import { defineCalls, ENVELOPE_CREATED } from "../define.ts";
import type { ErrorCode } from "../errors.ts";
import { idParams, positiveId } from "../fields.ts";
import {
  NAME_KINDS,
  nameAvailability,
  nameQuery,
  rateStepQuery,
  savePlanStepBody,
  stepPayload,
} from "./wizard-shapes.ts";
import { planStepView, saveRateResult, wizardRate } from "./wizard-views.ts";

export * from "./wizard-shapes.ts";
export * from "./wizard-views.ts";

// The product wizard's calls (spec 3 §2 product wizard and legacy rate wizard, §3 "Wizard payloads", §7):
// save and get by step for plans (steps 1–3) and rates (4–7, legacy 0–4), name availability, the corporate hub
// and eligibility checks. Saves answer 201 with the step; a refusal carries extra.error_code and error_msg
// (spec 3 §7 payload conventions), a broken §5 rule extra.validation by field, a rate save's failure also
// extra.dump.respuesta.

const step = z.coerce.number<number | string>().int();
const PLAN_SAVE = [
  "wizard_step_inactive",
  "wizard_rule_invalid",
  "wizard_name_exists",
  "product_not_found",
  "product_plan_not_draft",
  "filter_not_found",
] as const satisfies readonly ErrorCode[];
const RATE_SAVE = [
  ...PLAN_SAVE,
  "product_rate_not_draft",
  "product_rate_not_found",
  "product_plan_not_published",
  "product_region_frozen",
  "product_region_forbidden",
  "product_rate_uat_refused",
  "product_rate_publish_refused",
] as const satisfies readonly ErrorCode[];

const view = { module: "products", privilege: "view" } as const;
/** Creating needs new, changing edit, publishing publish: the handler checks the one the step asks for. */
const saving = { module: "products", privilege: ["new", "edit", "publish"] } as const;

export const productWizardCalls = defineCalls("products", {
  getPlanWizardStep: {
    summary: "A plan as its wizard step shows it: the plan, its family and its last saved step",
    method: "GET",
    path: "/products/wizard/plans/:product_id/steps/:step",
    params: z.object({ product_id: positiveId, step: step.min(1).max(3) }),
    result: planStepView,
    errors: ["product_not_found"],
    access: view,
  },
  savePlanWizardStep: {
    summary:
      "Saves a plan's step 1 (configuration), 2 (filters) or 3 (publish or save); 201 with step and product_id",
    method: "POST",
    path: "/products/wizard/plans/steps/:step",
    params: z.object({ step: step.min(1).max(3) }),
    body: savePlanStepBody,
    result: z.object({ step: z.int(), product_id: z.int(), last_step_saved: z.int() }),
    errors: PLAN_SAVE,
    access: saving,
    status: 201,
    ...ENVELOPE_CREATED,
  },
  getRateWizardStep: {
    summary: "A rate as the wizard shows it (steps 4–7; last_step_saved at least 5 once loaded)",
    method: "GET",
    path: "/products/wizard/rates/:rate_id",
    params: idParams("rate_id"),
    query: z.object({ region_id: positiveId.optional() }),
    result: z.object({ rate: wizardRate }),
    errors: ["product_rate_not_found"],
    access: view,
  },
  saveRateWizardStep: {
    summary:
      "Saves a rate's step 4 (configuration), 5 (e-mails), 6 (uat, or production for the corporate hub) or 7",
    method: "POST",
    path: "/products/wizard/rates/steps/:step",
    params: z.object({ step: step.min(4).max(7) }),
    query: rateStepQuery,
    body: stepPayload,
    result: saveRateResult,
    errors: RATE_SAVE,
    access: saving,
    status: 201,
    ...ENVELOPE_CREATED,
  },
  saveLegacyRateWizardStep: {
    summary: "Saves a step (0–4) of the legacy rate wizard; the next step is capped at 5",
    method: "POST",
    path: "/products/rate-wizard/steps/:step",
    params: z.object({ step: step.min(0).max(4) }),
    query: rateStepQuery,
    body: stepPayload,
    result: saveRateResult,
    errors: [...RATE_SAVE, "wizard_rate_step_missing"],
    access: saving,
    status: 201,
    ...ENVELOPE_CREATED,
  },
  checkNameAvailability: {
    summary: "Whether a family, plan or rate name is free (AVAILABLE) and the internal name it would take",
    method: "GET",
    path: "/products/wizard/names/:kind",
    params: z.object({ kind: z.enum(NAME_KINDS) }),
    query: nameQuery,
    result: nameAvailability,
    access: view,
  },
  validateHubcorp: {
    summary: "Whether a region and channel make a corporate hub rate",
    method: "GET",
    path: "/products/wizard/hubcorp",
    query: z.object({ region_id: positiveId, target: positiveId }),
    result: z.object({ is_hubcorp: z.union([z.literal(0), z.literal(1)]) }),
    access: view,
  },
  validateEligibility: {
    summary: "Whether the plan already has an eligibility rate in the region",
    method: "GET",
    path: "/products/wizard/eligibility",
    query: z.object({ product_id: positiveId, region_id: positiveId }),
    result: z.object({ Has_Eligibity_Rate: z.union([z.literal(0), z.literal(1)]) }),
    errors: ["product_not_found"],
    access: view,
  },
});
