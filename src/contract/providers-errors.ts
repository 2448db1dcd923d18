import { defineErrors } from "./define-errors.ts";

// The providers module's codes.

export const providerErrors = defineErrors("providers", {
  provider_code_exists: {
    status: 409,
    es: "Ya existe un proveedor con ese código.",
    en: "A provider with that code already exists.",
  },
  provider_tenant_not_allowed: {
    status: 403,
    es: "No se pueden crear proveedores en este tenant.",
    en: "Providers cannot be created in this tenant.",
  },
});
