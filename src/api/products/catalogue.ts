import {
  productCatalogueCalls as cat,
  type FamilyListQuery,
  type FilterContentsQuery,
  productFilterCalls,
} from "../../contract/products/index";
import { callService } from "../call";

// The catalogue's families and plans (src/contract/products/catalogue.ts, filters.ts, spec 3 §7).

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
