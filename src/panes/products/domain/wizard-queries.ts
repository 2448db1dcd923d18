import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { callService } from "../../../api/call";
import {
  checkNameAvailability as askName,
  fetchPlanStep,
  fetchRateStep,
  savePlanStep as savePlan,
} from "../../../api/product-wizard";
import { getMail } from "../../../api/products";
import { queryClient } from "../../../api/query-client";
import { moduleKey, queryKeysFactory } from "../../../api/query-keys";
import { productCatalogueCalls } from "../../../contract/products/catalogue";
import { productReferenceCalls } from "../../../contract/products/reference";
import type {
  NAME_KINDS,
  PlanStepView,
  SavePlanStepBody,
  WizardRate,
} from "../../../contract/products/wizard";

export {
  saveLegacyRateStep,
  saveRateStep,
  validateEligibility,
  validateHubcorp,
} from "../../../api/product-wizard";

// The wizard's reads (src/api/product-wizard.ts, the products reference calls) as cached queries, and the
// saves in the shape its steps use.

export type WizardPlan = PlanStepView;
export type { WizardRate };
export type FamilyOption = z.output<typeof productReferenceCalls.listFamilyOptions.result>[number];
export type NameKind = (typeof NAME_KINDS)[number];

const keys = queryKeysFactory("products", "wizard");
const reference = queryKeysFactory("products", "reference");

export const planStepQuery = (productId: number, step: number) =>
  queryOptions({
    queryKey: keys.detail(["plan", productId, step]),
    queryFn: () => fetchPlanStep(productId, step),
    retry: false,
  });

export const rateQuery = (rateId: number, regionId: number | undefined) =>
  queryOptions({
    queryKey: keys.detail(["rate", rateId, regionId]),
    queryFn: () => fetchRateStep(rateId, regionId),
    retry: false,
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

const referenceQuery = <T>(
  name: string,
  args: unknown,
  fetch: (signal: AbortSignal) => Promise<T>,
  enabled = true,
) =>
  queryOptions({
    queryKey: reference.list({ name, args }),
    queryFn: ({ signal }) => fetch(signal),
    staleTime: 5 * 60_000,
    enabled,
  });

export const familyOptionsQuery = () =>
  referenceQuery("families", {}, (signal) =>
    callService(productReferenceCalls.listFamilyOptions, {}, { signal }),
  );
export const regionsQuery = () =>
  referenceQuery("regions", {}, (signal) => callService(productReferenceCalls.listRegions, {}, { signal }));
export const targetsQuery = () =>
  referenceQuery("targets", {}, (signal) => callService(productReferenceCalls.listTargets, {}, { signal }));
export const userTypesQuery = (regionId: number) =>
  referenceQuery(
    "userTypes",
    { regionId },
    (signal) =>
      callService(productReferenceCalls.listUserTypes, { query: { region_id: regionId } }, { signal }),
    regionId > 0,
  );
export const paymentMethodsQuery = (regionId: number, userId: number) =>
  referenceQuery(
    "paymentMethods",
    { regionId, userId },
    (signal) =>
      callService(
        productReferenceCalls.listPaymentMethods,
        { query: { region_id: regionId, user_id: userId } },
        { signal },
      ),
    regionId > 0 && userId > 0,
  );
export const currenciesQuery = (regionId: number, paymentId: number, userId: number) =>
  referenceQuery(
    "currencies",
    { regionId, paymentId, userId },
    (signal) =>
      callService(
        productReferenceCalls.listCurrencies,
        { query: { region_id: regionId, payment_id: paymentId, user_id: userId } },
        { signal },
      ),
    regionId > 0 && paymentId > 0,
  );
export const catalogueQuery = (regionId: number) =>
  referenceQuery(
    "catalogue",
    { regionId },
    (signal) =>
      callService(productReferenceCalls.listCatalogueItems, { params: { region_id: regionId } }, { signal }),
    regionId > 0,
  );

/**
 * After a save: the wizard's cached steps are dropped (the next step must read the new last saved step, not a
 * stale one, or the redirect rule would send the operator back) and the product lists refresh.
 */
export async function forgetWizardCache(): Promise<void> {
  queryClient.removeQueries({ queryKey: keys.all() });
  await queryClient.invalidateQueries({ queryKey: moduleKey("products") });
}

/** After the last publish the wizard stays on its step: what it shows is read again. */
export const refreshWizard = () => queryClient.invalidateQueries({ queryKey: moduleKey("products") });

/** An associated e-mail's status (spec 3 §4 "E-mail status"), looked up by its key in the rate's region. */
export const mailStatusQuery = (key: string, regionName: string) =>
  queryOptions({
    queryKey: reference.detail(["mail", key, regionName]),
    queryFn: ({ signal }) => getMail(key, regionName, signal),
    retry: false,
  });

/** Plans whose family or plan name holds the text (the product search by key, 3 characters or more). */
export async function searchPlans(text: string, signal: AbortSignal) {
  const page = await callService(
    productCatalogueCalls.listFamilies,
    { query: { from: 0, quantity: 20, query: text } },
    { signal },
  );
  return page.families.flatMap((family) => family.products);
}
