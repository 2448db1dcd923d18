import { productReferenceCalls as ref } from "../../contract/products/index";
import { callService } from "../call";

// The products reference calls (src/contract/products/reference.ts): what the list's filters, the wizards
// and the promotions offer to choose from. Cached through src/panes/products/domain/queries.ts.

export type RegionScope = { region_id?: number; regions?: number[] };

export const listProductRegions = (signal?: AbortSignal) => callService(ref.listRegions, {}, { signal });
export const listUserTypes = (scope: RegionScope, signal?: AbortSignal) =>
  callService(ref.listUserTypes, { query: scope }, { signal });
export const listPaymentMethods = (
  scope: RegionScope & { user_id?: number; user_types?: number[] },
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
export const listRules = (step: number, signal?: AbortSignal) =>
  callService(ref.listRules, { query: { step } }, { signal });
export const listCatalogueItems = (regionId: number, signal?: AbortSignal) =>
  callService(ref.listCatalogueItems, { params: { region_id: regionId } }, { signal });
