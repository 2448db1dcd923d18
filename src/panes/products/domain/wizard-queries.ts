import { queryOptions } from "@tanstack/react-query";
import { listFamilies } from "../../../api/products/catalogue";
import { productKeys } from "../../../api/products/keys";
import {
  checkNameAvailability as askName,
  fetchPlanStep,
  fetchRateStep,
  savePlanStep as savePlan,
  validateEligibility,
  validateHubcorp,
} from "../../../api/products/wizard";
import { queryClient } from "../../../api/query-client";
import { PLAN_SEARCH_SIZE } from "../../../contract/products/catalogue";
import type {
  NAME_KINDS,
  PlanStepView,
  SavePlanStepBody,
  WizardRate,
} from "../../../contract/products/wizard";

export { saveLegacyRateStep, saveRateStep } from "../../../api/products/wizard";

// The wizard's steps (src/api/products/wizard.ts) as cached queries under productKeys.wizard, and the saves
// in the shape its steps use. Its reference lists (regions, user types…) are ./queries.ts's, the list's own.

export type WizardPlan = PlanStepView;
export type { WizardRate };
export type NameKind = (typeof NAME_KINDS)[number];

export const planStepQuery = (productId: number, step: number) =>
  queryOptions({
    queryKey: productKeys.wizard.detail(["plan", productId, step]),
    queryFn: () => fetchPlanStep(productId, step),
    retry: false,
  });

export const rateQuery = (rateId: number, regionId: number | undefined) =>
  queryOptions({
    queryKey: productKeys.wizard.detail(["rate", rateId, regionId]),
    queryFn: () => fetchRateStep(rateId, regionId),
    retry: false,
  });

/** Whether a rate of the region and channel is a corporate hub one (step 4 follows it). */
export const hubcorpQuery = (regionId: number, target: number) =>
  queryOptions({
    queryKey: productKeys.wizard.hubcorp(regionId, target),
    queryFn: () => validateHubcorp(regionId, target),
    enabled: regionId > 0 && target > 0,
  });

/** Whether the plan may take a new rate in the region (step 4, a new rate only). */
export const eligibilityQuery = (productId: number, regionId: number, enabled: boolean) =>
  queryOptions({
    queryKey: productKeys.wizard.eligibility(productId, regionId),
    queryFn: () => validateEligibility(productId, regionId),
    enabled: enabled && regionId > 0,
  });

export const savePlanStep = (productId: number, step: number, payload: SavePlanStepBody["payload"]) =>
  savePlan(step, { product_id: productId, payload });

export async function checkNameAvailability(
  kind: NameKind,
  name: string,
  signal?: AbortSignal,
  productId?: number,
) {
  const answer = await askName(kind, name, productId, signal);
  return { available: answer.result === "AVAILABLE", internalName: answer.internal_name };
}

/**
 * After a save: the wizard's cached steps are dropped (the next step must read the new last saved step, not a
 * stale one, or the redirect rule would send the operator back) and the product lists refresh.
 */
export async function forgetWizardCache(): Promise<void> {
  queryClient.removeQueries({ queryKey: productKeys.wizard.all() });
  await queryClient.invalidateQueries({ queryKey: productKeys.all() });
}

/** After the last publish the wizard stays on its step: what it shows is read again. */
export const refreshWizard = () => queryClient.invalidateQueries({ queryKey: productKeys.all() });

/** Plans whose family or plan name holds the text (the product search by key, 3 characters or more). */
export async function searchPlans(text: string, signal: AbortSignal) {
  const page = await listFamilies({ from: 0, quantity: PLAN_SEARCH_SIZE, query: text }, signal);
  return page.families.flatMap((family) => family.products);
}
