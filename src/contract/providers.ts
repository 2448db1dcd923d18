import { z } from "zod";
import { defineCalls } from "./define.ts";
import { dataTablesAnswer, draw, pageWindow, sortedSearch } from "./paging.ts";

// Content providers (spec 2 §2, §3, §7, module `providers`): per tenant; 'New Provider' only in the tenants a
// server setting names (video and music by default).

export const provider = z.object({
  id: z.int(),
  providerName: z.string(),
  providerCode: z.string(),
  public_date: z.string(),
  user: z.string(),
});
export type Provider = z.output<typeof provider>;

/** The list's sortable columns (its modification sorts by the date itself, spec 2 §2). */
export const PROVIDER_SORT_FIELDS = ["public_date", "id", "providerName", "providerCode"] as const;
export type ProviderSortField = (typeof PROVIDER_SORT_FIELDS)[number];
/** Spec 2 §9: the providers table 10 rows a page; an export asks up to this many a request. */
export const PROVIDERS_PAGE_SIZE = 10;
export const PROVIDERS_PAGE_MAX = 500;
export const providerPage = dataTablesAnswer(provider);
export type ProviderPage = z.output<typeof providerPage>;

/** Provider codes are the catalogue's keys: letters, digits, '_' and '-', stored upper-case. */
export const PROVIDER_CODE = /^[A-Z0-9][A-Z0-9_-]*$/;

export const providerBody = z.object({
  providerName: z.string().trim().min(2).max(120),
  providerCode: z.string().trim().toUpperCase().min(2).max(30).regex(PROVIDER_CODE),
});
export type ProviderPayload = z.input<typeof providerBody>;

export const providerCalls = defineCalls("providers", {
  listProviders: {
    summary:
      "A page of the request's tenant's providers (draw/from/quantity), newest first; the search matches " +
      "the name and the code",
    method: "GET",
    path: "/providers",
    query: z.object({
      draw,
      ...pageWindow.fromQuantity(PROVIDERS_PAGE_MAX, PROVIDERS_PAGE_SIZE),
      ...sortedSearch(PROVIDER_SORT_FIELDS, { field: "public_date", order: "desc" }),
    }),
    result: providerPage,
    access: { module: "providers", privilege: "view" },
  },
  getProviderSettings: {
    summary: "Where providers may be created: the tenants of the server setting, and whether this one is",
    method: "GET",
    path: "/providers/settings",
    result: z.object({ creationTenants: z.array(z.string()), canCreateHere: z.boolean() }),
    access: { module: "providers", privilege: "view" },
  },
  createProvider: {
    summary: "Publishes a new provider in the request's tenant (a tenant of the setting only)",
    method: "POST",
    path: "/providers",
    body: providerBody,
    result: provider,
    errors: ["provider_code_exists", "provider_tenant_not_allowed"],
    access: { module: "providers", privilege: "edit" },
    status: 201,
  },
});
