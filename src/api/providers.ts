import type { PagedRequest } from "../contract/paging";
import { type ProviderPayload, type ProviderSortField, providerCalls } from "../contract/providers";
import { callService } from "./call";
import { queryKeysFactory } from "./query-keys";

export type { Provider, ProviderPayload } from "../contract/providers";

export const providerKeys = {
  providers: queryKeysFactory("providers", "provider"),
  settings: queryKeysFactory("providers", "settings"),
};

export const fetchProvidersPage = (page: PagedRequest<ProviderSortField, "fromQuantity">) =>
  callService(providerCalls.listProviders, { query: page });
export const fetchProviderSettings = () => callService(providerCalls.getProviderSettings);
export const createProvider = (payload: ProviderPayload) =>
  callService(providerCalls.createProvider, { body: payload });
