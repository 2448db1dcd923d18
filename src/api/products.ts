import { productReferenceCalls as ref } from "../contract/products";
import { callService } from "./call";
import { queryKeysFactory } from "./query-keys";

// services/products (src/contract/products*.ts, spec 3 §7): one fetcher per call, and the query keys.

export const productKeys = {
  reference: queryKeysFactory("products", "reference"),
  families: queryKeysFactory("products", "families"),
  plans: queryKeysFactory("products", "plans"),
  rates: queryKeysFactory("products", "rates"),
};

type Ids = { region_id?: number; regions?: number[] };

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
