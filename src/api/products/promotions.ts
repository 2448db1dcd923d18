import {
  promotionCalls as calls,
  type PromotionFields,
  type PromotionListBody,
  type RateFilters,
} from "../../contract/products/promotions";
import { callService } from "../call";

// Promotions (src/contract/products/promotions.ts, spec 3 §7): the form's choices, the rate lines it bundles,
// the list and the changes. Cached through src/panes/products/domain/promotion-queries.ts.

export const listPromotionRegions = (signal?: AbortSignal) =>
  callService(calls.listPromotionRegions, {}, { signal });
export const listPromotionProducts = (signal?: AbortSignal) =>
  callService(calls.listPromotionProducts, {}, { signal });
export const listPromotionPlans = (productId: number, signal?: AbortSignal) =>
  callService(calls.listPromotionPlans, { query: { product_id: productId } }, { signal });
export const listPromotionUserTypes = (regionId: number, signal?: AbortSignal) =>
  callService(calls.listPromotionUserTypes, { query: { region_id: regionId } }, { signal });
export const listPromotionPaymentMethods = (regionId: number, userTypeId: number, signal?: AbortSignal) =>
  callService(
    calls.listPromotionPaymentMethods,
    { query: { region_id: regionId, user_type_id: userTypeId } },
    { signal },
  );
export const listPromotionRates = (filters: RateFilters, signal?: AbortSignal) =>
  callService(
    calls.listPromotionRates,
    { query: { ...filters, plan_id: filters.plan_id?.length ? filters.plan_id.join(",") : undefined } },
    { signal },
  );
export const listPromotions = (body: PromotionListBody, signal?: AbortSignal) =>
  callService(calls.listPromotions, { body }, { signal });
export const getPromotion = (id: number, signal?: AbortSignal) =>
  callService(calls.getPromotion, { params: { promotion_id: id } }, { signal });

export function findPromotions(query: string, signal?: AbortSignal) {
  return listPromotions({ query, from: 0, quantity: 10 }, signal);
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
