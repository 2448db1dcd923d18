import type { z } from "zod";
import {
  type legacyStepPayload,
  type NAME_KINDS,
  productWizardCalls,
  type rateStepPayload,
  type rateStepQuery,
  type SavePlanStepBody,
} from "../../contract/products/wizard";
import { callService } from "../call";

export type { PlanStepView, WizardRate } from "../../contract/products/wizard";

// The product wizard's calls (src/contract/products/wizard.ts). A save answers 201 with the step saved;
// their keys are productKeys.wizard (./keys.ts).

type RateQuery = z.input<typeof rateStepQuery>;

export const fetchPlanStep = (productId: number, step: number) =>
  callService(productWizardCalls.getPlanWizardStep, { params: { product_id: productId, step } });

export const savePlanStep = (step: number, body: SavePlanStepBody) =>
  callService(productWizardCalls.savePlanWizardStep, { params: { step }, body });

export const fetchRateStep = (rateId: number, regionId?: number) =>
  callService(productWizardCalls.getRateWizardStep, {
    params: { rate_id: rateId },
    query: regionId ? { region_id: regionId } : {},
  });

export const saveRateStep = (step: number, query: RateQuery, body: z.input<typeof rateStepPayload>) =>
  callService(productWizardCalls.saveRateWizardStep, { params: { step }, query, body });

export const saveLegacyRateStep = (step: number, query: RateQuery, body: z.input<typeof legacyStepPayload>) =>
  callService(productWizardCalls.saveLegacyRateWizardStep, { params: { step }, query, body });

export const checkNameAvailability = (
  kind: (typeof NAME_KINDS)[number],
  name: string,
  productId?: number,
  signal?: AbortSignal,
) =>
  callService(
    productWizardCalls.checkNameAvailability,
    { params: { kind }, query: productId ? { name, product_id: productId } : { name } },
    { signal },
  );

export const validateHubcorp = (regionId: number, target: number) =>
  callService(productWizardCalls.validateHubcorp, { query: { region_id: regionId, target } });

export const validateEligibility = (productId: number, regionId: number) =>
  callService(productWizardCalls.validateEligibility, {
    query: { product_id: productId, region_id: regionId },
  });
