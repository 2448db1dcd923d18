import { z } from "zod";
import { defineCalls } from "../define.ts";
import { flagValue, idList, idParams, positiveId } from "../fields.ts";

// services/products reference data (spec 3 §3 "Reference data", §7 "Reference data", §9): what the product
// list's filters and the wizards offer. Scoped to the caller's tenant, and to the regions of their groups.

export const PLAN_TYPES = ["A", "M", "P"] as const;
export type PlanTypeId = (typeof PLAN_TYPES)[number];
export const planTypeId = z.enum(PLAN_TYPES);

export const productRegion = z.object({
  region_id: z.int(),
  name: z.string(),
  title: z.string(),
  country_code: z.string(),
  active: flagValue,
  /** Migrating to the corporate hub: rates cannot be created or saved there for now (§4, §8). */
  region_frozen: flagValue,
});
export const userType = z.object({
  user_id: z.int(),
  region_id: z.int(),
  tenant_code: z.string(),
  name: z.string(),
  active: flagValue,
  required_email: flagValue,
});
export const paymentMethod = z.object({
  payment_method_id: z.int(),
  payment_method_color_id: z.int(),
  colour: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  service_id_required: flagValue,
  service_id_name: z.string().nullable(),
  service_type: flagValue,
  test_service_type: flagValue,
  region_id: z.int(),
  user_id: z.int(),
  active: flagValue,
});
export const currency = z.object({
  currency_id: z.int(),
  region_id: z.int(),
  name: z.string(),
  country: z.string(),
  description: z.string(),
  symbol: z.string(),
});
export const priceEntry = z.object({
  price: z.string(),
  net_price: z.string().nullable(),
  tax: z.string().nullable(),
  external_service_id_out: z.string().nullable(),
  symbol: z.string(),
});
export const target = z.object({ id: z.int(), name: z.string(), active: flagValue, is_hubcorp: flagValue });
export const productType = z.object({ id: planTypeId, name: z.string() });
export const familyOption = z.object({
  id: z.int(),
  name: z.string(),
  internal_name: z.string(),
  description: z.string(),
  state: z.enum(["draft", "publish"]),
});
export const contentType = z.object({
  code: z.string(),
  type: planTypeId,
  name: z.string(),
  unlimited: flagValue,
  availability: z.enum(["automatic", "manual"]).nullable(),
  period_units: z.array(z.string()),
});
export const stepRule = z.object({ type: z.string(), name: z.string(), wizard: z.string() });
export const catalogueItem = z.object({ product_id: z.string(), description: z.string() });
export const paymentColor = z.object({
  payment_method_color_id: z.int(),
  payment_method_id: z.int(),
  name: z.string(),
  colour: z.string(),
});

const regionScope = z.object({ region_id: positiveId.optional(), regions: idList.optional() });
const view = { module: "products", privilege: "view" } as const;

export const productReferenceCalls = defineCalls("products", {
  listRegions: {
    summary: "Regions of the caller's groups, with country code and whether they are frozen",
    method: "GET",
    path: "/products/regions",
    result: z.array(productRegion),
    access: view,
  },
  listUserTypes: {
    summary: "User types of a region (region_id) or of several (regions, comma list), in the caller's tenant",
    method: "GET",
    path: "/products/user-types",
    query: regionScope,
    result: z.array(userType),
    access: view,
  },
  listPaymentMethods: {
    summary: "Payment methods a region's user types offer (region_id + user_id, or regions + user_types)",
    method: "GET",
    path: "/products/payment-methods",
    query: regionScope.extend({ user_id: positiveId.optional(), user_types: idList.optional() }),
    result: z.array(paymentMethod),
    access: view,
  },
  listCurrencies: {
    summary: "Currencies of a region (payment_id and user_id narrow to a method its user type offers)",
    method: "GET",
    path: "/products/currencies",
    query: z.object({
      region_id: positiveId,
      payment_id: positiveId.optional(),
      user_id: positiveId.optional(),
    }),
    result: z.array(currency),
    access: view,
  },
  listPrices: {
    summary: "Known prices of a region, payment method and currency (optionally plan and user type)",
    method: "GET",
    path: "/products/prices",
    query: z.object({
      region_id: positiveId,
      payment_id: positiveId,
      currency_id: positiveId,
      product_id: positiveId.optional(),
      user_type: positiveId.optional(),
    }),
    result: z.array(priceEntry),
    access: view,
  },
  listTargets: {
    summary: "Channels (targets) a rate may be offered on",
    method: "GET",
    path: "/products/targets",
    result: z.array(target),
    access: view,
  },
  listProductTypes: {
    summary: "Plan types: A subscription, M transaction, P package",
    method: "GET",
    path: "/products/types",
    result: z.array(productType),
    access: view,
  },
  listFamilyOptions: {
    summary: "Families (products) of the caller's tenant for the wizard's family choice (up to 500)",
    method: "GET",
    path: "/products/families/options",
    result: z.array(familyOption),
    access: view,
  },
  listContentTypes: {
    summary: "Content types per plan type, with unlimited, availability and period units",
    method: "GET",
    path: "/products/content-types",
    result: z.array(contentType),
    access: view,
  },
  listRules: {
    summary: "The rules a wizard step shows in the caller's tenant (obj by name and arr in order)",
    method: "GET",
    path: "/products/rules",
    query: z.object({ step: z.coerce.number<number | string>().int().min(0).max(7) }),
    result: z.object({ obj: z.record(z.string(), stepRule), arr: z.array(stepRule) }),
    access: view,
  },
  listCatalogueItems: {
    summary: "Product catalogue items of a region (product_id, description)",
    method: "GET",
    path: "/products/catalogue/:region_id",
    params: idParams("region_id"),
    result: z.array(catalogueItem),
    access: view,
  },
  listPaymentColors: {
    summary: "The colour of each payment method (cached by the console)",
    method: "GET",
    path: "/products/payment-colors",
    result: z.array(paymentColor),
    access: view,
  },
});
