import {
  productCatalogueCalls as cat,
  productCloneJobCalls as cloneJob,
  type FamilyListQuery,
  type FilterContentsQuery,
  type PaymentUpdate,
  productFilterCalls,
  productRateCalls as rates,
  productReferenceCalls as ref,
} from "../contract/products/index";
import { callService } from "./call";
import { queryKeysFactory } from "./query-keys";

// services/products (src/contract/products*.ts, spec 3 §7): one fetcher per call, and the query keys.

export const productKeys = {
  reference: queryKeysFactory("products", "reference"),
  families: queryKeysFactory("products", "families"),
  plans: queryKeysFactory("products", "plans"),
  rates: queryKeysFactory("products", "rates"),
  filters: queryKeysFactory("products", "filters"),
};

type Ids = { region_id?: number; regions?: number[] };
/** One payment line of a rate: method, user type and currency ids. */
export type PaymentLine = { payment_method_id: number; user_type: number; currency: number };

export const listProductRegions = (signal?: AbortSignal) => callService(ref.listRegions, {}, { signal });
export const listUserTypes = (scope: Ids, signal?: AbortSignal) =>
  callService(ref.listUserTypes, { query: scope }, { signal });
export const listPaymentMethods = (
  scope: Ids & { user_id?: number; user_types?: number[] },
  signal?: AbortSignal,
) => callService(ref.listPaymentMethods, { query: scope }, { signal });
export const listCurrencies = (
  query: { region_id: number; payment_id?: number; user_id?: number },
  signal?: AbortSignal,
) => callService(ref.listCurrencies, { query }, { signal });
export const listPrices = (
  query: {
    region_id: number;
    payment_id: number;
    currency_id: number;
    product_id?: number;
    user_type?: number;
  },
  signal?: AbortSignal,
) => callService(ref.listPrices, { query }, { signal });
export const listTargets = (signal?: AbortSignal) => callService(ref.listTargets, {}, { signal });
export const listProductTypes = (signal?: AbortSignal) => callService(ref.listProductTypes, {}, { signal });
export const listFamilyOptions = (signal?: AbortSignal) => callService(ref.listFamilyOptions, {}, { signal });
export const listContentTypes = (signal?: AbortSignal) => callService(ref.listContentTypes, {}, { signal });
export const listRules = (step: number, signal?: AbortSignal) =>
  callService(ref.listRules, { query: { step } }, { signal });
export const listCatalogueItems = (regionId: number, signal?: AbortSignal) =>
  callService(ref.listCatalogueItems, { params: { region_id: regionId } }, { signal });
export const listPaymentColors = (signal?: AbortSignal) => callService(ref.listPaymentColors, {}, { signal });

// Families and plans.
export const listFamilies = (query: FamilyListQuery, signal?: AbortSignal) =>
  callService(cat.listFamilies, { query }, { signal });
export const getPlan = (productId: number, signal?: AbortSignal) =>
  callService(cat.getPlan, { params: { product_id: productId } }, { signal });
export const deleteFamily = (familyId: number) =>
  callService(cat.deleteFamily, { params: { family_id: familyId } });
export const deletePlan = (productId: number) =>
  callService(cat.deletePlan, { params: { product_id: productId } });
export const publishPlan = (productId: number) =>
  callService(cat.publishPlan, { params: { product_id: productId } });
export const listFilterContents = (filterId: number, query: FilterContentsQuery, signal?: AbortSignal) =>
  callService(productFilterCalls.listFilterContents, { params: { filter_id: filterId }, query }, { signal });

// Rates.
const rate = (rateId: number) => ({ params: { rate_id: rateId } });
export const getRate = (rateId: number, signal?: AbortSignal) =>
  callService(rates.getRate, rate(rateId), { signal });
export const listRatesByProduct = (productId: number, rateIds?: number[], signal?: AbortSignal) =>
  callService(rates.listRatesByProduct, { query: { product_id: productId, rates_id: rateIds } }, { signal });
export const listRatesByRegion = (productId: number, regionIds: number[], signal?: AbortSignal) =>
  callService(rates.listRatesByRegion, { query: { product_id: productId, regions: regionIds } }, { signal });
export const listRatesResume = (rateIds: number[], signal?: AbortSignal) =>
  callService(rates.listRatesResume, { query: { rates_id: rateIds } }, { signal });
export const changeRateStatus = (rateId: number, active: 0 | 1) =>
  callService(rates.changeRateStatus, { ...rate(rateId), body: { active } });
export const changePaymentStatus = (rateId: number, line: PaymentLine, active: 0 | 1) =>
  callService(rates.changePaymentStatus, { ...rate(rateId), body: { ...line, active } });
export const updatePayment = (rateId: number, body: PaymentUpdate) =>
  callService(rates.updatePayment, { ...rate(rateId), body });
export const publishRate = (rateId: number) => callService(rates.publishRate, rate(rateId));
export const generateUat = (rateId: number) => callService(rates.generateUat, rate(rateId));
export const deleteRate = (rateId: number) => callService(rates.deleteRate, rate(rateId));
export const validateCloneRates = (ids: number[]) =>
  callService(rates.validateCloneRates, { body: { data: ids } });
export const cloneRates = (ids: number[]) => callService(rates.cloneRates, { body: { data: ids } });
export const startCloneJob = (ids: number[]) => callService(cloneJob.startCloneJob, { body: { data: ids } });
export const getMail = (keyEmail: string, region: string, signal?: AbortSignal) =>
  callService(rates.getMail, { query: { key_email: keyEmail, region_name: region } }, { signal });
export const associateMail = (
  rateId: number,
  line: PaymentLine,
  kind: "purchase" | "cancel",
  keyEmail: string,
) => callService(rates.associateMail, { ...rate(rateId), body: { ...line, kind, key_email: keyEmail } });
