import { z } from "zod";
import { defineCalls } from "./define.ts";

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

/** Provider codes are the catalogue's keys: letters, digits, '_' and '-', stored upper-case. */
export const PROVIDER_CODE = /^[A-Z0-9][A-Z0-9_-]*$/;

export const providerBody = z.object({
  providerName: z.string().trim().min(2).max(120),
  providerCode: z.string().trim().toUpperCase().min(2).max(30).regex(PROVIDER_CODE),
});
export type ProviderPayload = z.input<typeof providerBody>;

export const providerCalls = defineCalls("providers", {
  listProviders: {
    summary: "The providers of the request's tenant, newest first",
    method: "GET",
    path: "/providers",
    result: z.array(provider),
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
