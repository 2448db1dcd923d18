import { z } from "zod";
import { defineCalls, privilegeOn } from "../define.ts";
import type { ErrorCode } from "../errors.ts";
import { flag, idList, idParams, positiveId } from "../fields.ts";
import {
  MAX_CYCLE,
  PROMOTION_STATES,
  paymentMethodOption,
  planOption,
  productOption,
  promotion,
  promotionPage,
  promotionRate,
  regionOption,
  userTypeOption,
} from "./promotion-shapes.ts";

export * from "./promotion-shapes.ts";

// Promotions (spec 3 §7 "Promotions", §5, §8): bundles of up to two plans' rates with cycles, draft then
// published, under the products permission module. Save and publish refusals carry extra.dump, the server's
// text the console shows under 'Error en la seleccion de planes'.

const products = privilegeOn("products");
const optionalId = positiveId.optional();

/** The filters of the form and of the list (§2): every one optional. */
const rateFilters = z.object({
  product_id: optionalId,
  plan_id: idList.optional(),
  region_id: optionalId,
  user_type_id: optionalId,
  payment_method_id: optionalId,
});
/** The rate lines' filters as the console sends them and the server reads them (plan_id a list of ids). */
export type RateFilters = z.output<typeof rateFilters>;

export const cycle = z.int().min(1).max(MAX_CYCLE);

/** §3 save payload: the first plan's payment method, user type and currency; each rate with its cycle. */
export const promotionFields = z.object({
  name: z.string().trim().min(1).max(150),
  description: z.string().trim().max(500).default(""),
  active: flag.default(1),
  payment_method_id: positiveId,
  user_type_id: positiveId,
  currency_id: positiveId,
  // The two-plan limit is a rule with its own refusal (§5), not a shape error: the bound here only caps input.
  rates: z.array(z.object({ rate_id: positiveId, cycle })).max(20),
});
export type PromotionFields = z.input<typeof promotionFields>;

export const promotionListBody = rateFilters.extend({
  from: z.int().min(0).default(0),
  quantity: z.int().min(1).max(100).default(5),
  query: z.string().trim().max(150).default(""),
  state: z.enum(PROMOTION_STATES).optional(),
});
export type PromotionListBody = z.input<typeof promotionListBody>;

const promotionParams = idParams("promotion_id");
const saved = z.object({ promotion_id: z.int() });

const SAVE_ERRORS = [
  "promotion_plans_required",
  "promotion_too_many_plans",
  "promotion_plans_mismatch",
  "promotion_rates_duplicated",
  "promotion_rate_invalid",
  "promotion_region_forbidden",
  "promotion_same_plan",
  "promotion_plan_transaction",
  "promotion_rate_not_on_sale",
] as const satisfies readonly ErrorCode[];

export const promotionCalls = defineCalls("products", {
  listPromotionRegions: {
    summary: "Regions a promotion may use: the caller's regions",
    method: "GET",
    path: "/products/promotions/regions",
    result: z.array(regionOption),
    access: products("view"),
  },
  listPromotionProducts: {
    summary: "Products (families) that have plans",
    method: "GET",
    path: "/products/promotions/products",
    result: z.array(productOption),
    access: products("view"),
  },
  listPromotionPlans: {
    summary: "Plans of a product (family)",
    method: "GET",
    path: "/products/promotions/plans",
    query: z.object({ product_id: positiveId }),
    result: z.array(planOption),
    access: products("view"),
  },
  listPromotionUserTypes: {
    summary: "User types of a region",
    method: "GET",
    path: "/products/promotions/user-types",
    query: z.object({ region_id: positiveId }),
    result: z.array(userTypeOption),
    access: products("view"),
  },
  listPromotionPaymentMethods: {
    summary: "Payment methods of a region and user type",
    method: "GET",
    path: "/products/promotions/payment-methods",
    query: z.object({ region_id: positiveId, user_type_id: positiveId }),
    result: z.array(paymentMethodOption),
    access: products("view"),
  },
  listPromotionRates: {
    summary:
      "Rate payment lines a promotion may bundle, by product, plans, region, user type and payment method",
    method: "GET",
    path: "/products/promotions/rates",
    query: rateFilters,
    result: z.array(promotionRate),
    access: products("view"),
  },
  listPromotions: {
    summary: "Promotions of the tenant: paged (from, quantity), searched (query) and filtered",
    method: "POST",
    path: "/products/promotions/list",
    body: promotionListBody,
    result: promotionPage,
    access: products("view"),
  },
  getPromotion: {
    summary: "One promotion with its plans",
    method: "GET",
    path: "/products/promotion/:promotion_id",
    params: promotionParams,
    result: promotion,
    errors: ["promotion_not_found"],
    access: products("view"),
  },
  addPromotion: {
    summary: "Saves a new promotion as draft (§5 plan rules)",
    method: "POST",
    path: "/products/promotions",
    body: promotionFields,
    result: saved,
    errors: SAVE_ERRORS,
    access: products("edit"),
    status: 201,
  },
  updatePromotion: {
    summary: "Saves a draft promotion again (§5 plan rules); it stays draft",
    method: "PUT",
    path: "/products/promotion/:promotion_id",
    params: promotionParams,
    body: promotionFields,
    result: saved,
    errors: [...SAVE_ERRORS, "promotion_not_found", "promotion_not_draft"],
    access: products("edit"),
    status: 201,
  },
  publishPromotion: {
    summary: "Publishes a draft promotion",
    method: "POST",
    path: "/products/promotion/:promotion_id/publish",
    params: promotionParams,
    result: saved,
    errors: [...SAVE_ERRORS, "promotion_not_found", "promotion_not_draft"],
    access: products("publish"),
    status: 201,
  },
  updatePromotionCycle: {
    summary: "Changes the cycle of one rate of a draft promotion (the second plan's stays 1200)",
    method: "PUT",
    path: "/products/promotion/:promotion_id/cycle",
    params: promotionParams,
    body: z.object({ rate_id: positiveId, cycle }),
    result: saved,
    errors: ["promotion_not_found", "promotion_not_draft", "promotion_rate_absent", "promotion_cycle_fixed"],
    access: products("edit"),
    status: 201,
  },
});
