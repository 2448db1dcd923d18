import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import {
  type PromotionFields,
  type PromotionListBody,
  promotionCalls,
} from "../contract/products/promotions";
import { callService } from "./call";
import { moduleKey, queryKeysFactory } from "./query-keys";

// Promotions (spec 3 §7): the form's choices, the rate lines it bundles, the list and the changes.

const calls = promotionCalls;
const promotions = queryKeysFactory("promotions", "promotions");
const options = queryKeysFactory("promotions", "options");

export type RateFilters = {
  product_id?: number;
  plan_id?: readonly number[];
  region_id?: number;
  user_type_id?: number;
  payment_method_id?: number;
};

export const promotionKeys = {
  all: () => moduleKey("promotions"),
  lists: () => promotions.lists(),
  list: (body: PromotionListBody) => [...promotions.lists(), body] as const,
  promotion: (id: number) => promotions.detail(id),
  option: (name: string, ...args: unknown[]) => [...options.all(), name, ...args] as const,
};

const forever = { staleTime: 5 * 60_000 } as const;

export const regionsQuery = () =>
  queryOptions({
    ...forever,
    queryKey: promotionKeys.option("regions"),
    queryFn: ({ signal }) => callService(calls.listPromotionRegions, {}, { signal }),
  });

export const productsQuery = () =>
  queryOptions({
    ...forever,
    queryKey: promotionKeys.option("products"),
    queryFn: ({ signal }) => callService(calls.listPromotionProducts, {}, { signal }),
  });

export const plansQuery = (productId: number) =>
  queryOptions({
    ...forever,
    queryKey: promotionKeys.option("plans", productId),
    queryFn: ({ signal }) =>
      callService(calls.listPromotionPlans, { query: { product_id: productId } }, { signal }),
  });

export const userTypesQuery = (regionId: number) =>
  queryOptions({
    ...forever,
    queryKey: promotionKeys.option("userTypes", regionId),
    queryFn: ({ signal }) =>
      callService(calls.listPromotionUserTypes, { query: { region_id: regionId } }, { signal }),
  });

export const paymentMethodsQuery = (regionId: number, userTypeId: number) =>
  queryOptions({
    ...forever,
    queryKey: promotionKeys.option("paymentMethods", regionId, userTypeId),
    queryFn: ({ signal }) =>
      callService(
        calls.listPromotionPaymentMethods,
        { query: { region_id: regionId, user_type_id: userTypeId } },
        { signal },
      ),
  });

export const ratesQuery = (filters: RateFilters) =>
  queryOptions({
    queryKey: promotionKeys.option("rates", filters),
    // The chosen plans' list stays on show while the filters they locked reload it.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callService(
        calls.listPromotionRates,
        { query: { ...filters, plan_id: filters.plan_id?.length ? filters.plan_id.join(",") : undefined } },
        { signal },
      ),
  });

export const promotionListQuery = (body: PromotionListBody) =>
  queryOptions({
    queryKey: promotionKeys.list(body),
    queryFn: ({ signal }) => callService(calls.listPromotions, { body }, { signal }),
    placeholderData: keepPreviousData,
  });

export const promotionQuery = (id: number) =>
  queryOptions({
    queryKey: promotionKeys.promotion(id),
    queryFn: ({ signal }) => callService(calls.getPromotion, { params: { promotion_id: id } }, { signal }),
    retry: false,
  });

export function findPromotions(query: string, signal?: AbortSignal) {
  return callService(calls.listPromotions, { body: { query, from: 0, quantity: 10 } }, { signal });
}

export function savePromotion(id: number | undefined, fields: PromotionFields) {
  return id === undefined
    ? callService(calls.addPromotion, { body: fields })
    : callService(calls.updatePromotion, { params: { promotion_id: id }, body: fields });
}

export function publishPromotion(id: number) {
  return callService(calls.publishPromotion, { params: { promotion_id: id } });
}

export function updatePromotionCycle(id: number, rateId: number, cycle: number) {
  return callService(calls.updatePromotionCycle, {
    params: { promotion_id: id },
    body: { rate_id: rateId, cycle },
  });
}
