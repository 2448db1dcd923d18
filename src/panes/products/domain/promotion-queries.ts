import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { productKeys } from "../../../api/products/keys";
import * as promotions from "../../../api/products/promotions";
import type { PromotionListBody, RateFilters } from "../../../contract/products/promotions";

// The promotions' reads (spec 3 §5, §7) as cached queries: the form's and filters' choices, the rate lines
// a promotion bundles, the list and one promotion, all under productKeys.promotions.

/** The promotions' branch of productKeys: a save or publish invalidates `all()`. */
export const promotionKeys = productKeys.promotions;

const forever = { staleTime: 5 * 60_000 } as const;

export const promotionRegionsQuery = () =>
  queryOptions({
    ...forever,
    queryKey: promotionKeys.option("regions"),
    queryFn: ({ signal }) => promotions.listPromotionRegions(signal),
  });

export const promotionProductsQuery = () =>
  queryOptions({
    ...forever,
    queryKey: promotionKeys.option("products"),
    queryFn: ({ signal }) => promotions.listPromotionProducts(signal),
  });

export const promotionPlansQuery = (productId: number) =>
  queryOptions({
    ...forever,
    queryKey: promotionKeys.option("plans", productId),
    queryFn: ({ signal }) => promotions.listPromotionPlans(productId, signal),
  });

export const promotionUserTypesQuery = (regionId: number) =>
  queryOptions({
    ...forever,
    queryKey: promotionKeys.option("userTypes", regionId),
    queryFn: ({ signal }) => promotions.listPromotionUserTypes(regionId, signal),
  });

export const promotionPaymentMethodsQuery = (regionId: number, userTypeId: number) =>
  queryOptions({
    ...forever,
    queryKey: promotionKeys.option("paymentMethods", regionId, userTypeId),
    queryFn: ({ signal }) => promotions.listPromotionPaymentMethods(regionId, userTypeId, signal),
  });

export const ratesQuery = (filters: RateFilters) =>
  queryOptions({
    queryKey: promotionKeys.option("rates", filters),
    // The chosen plans' list stays on show while the filters they locked reload it.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => promotions.listPromotionRates(filters, signal),
  });

export const promotionListQuery = (body: PromotionListBody) =>
  queryOptions({
    queryKey: promotionKeys.list(body),
    queryFn: ({ signal }) => promotions.listPromotions(body, signal),
    placeholderData: keepPreviousData,
  });

export const promotionQuery = (id: number) =>
  queryOptions({
    queryKey: promotionKeys.detail(id),
    queryFn: ({ signal }) => promotions.getPromotion(id, signal),
    retry: false,
  });
