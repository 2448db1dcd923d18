import { RULE_NAMES, rulesForTenant } from "../../../contract/products/rules";

// Spec 3 §1 "Tenant rules": the tenant decides what the list's concepts are called and which rules show.
// Video: 'Plan' / 'New Plan', every rule but AllowPreview. Music: 'Product' / 'New Product', only
// AllowDownload and AllowPreview (the rules themselves: src/contract/product-rules-steps.ts).

export type TenantWording = "video" | "music";

export const tenantWording = (tenant: string): TenantWording => (tenant === "music" ? "music" : "video");

export function ruleShown(tenant: string, rule: string): boolean {
  return (rulesForTenant(tenant) as readonly string[]).includes(rule);
}

/** §3: S or 1 is true; N, 0 or null false. */
export const ruleValue = (value: string | number | null | undefined) =>
  value === "S" || value === "1" || value === 1;

export type RuleParam = { name: string; value: string | number | null };

/** The rules a tenant shows, in their order, each with the rate's value (off when the rate has none). */
export function visibleRules(tenant: string, rules: readonly RuleParam[]): { name: string; on: boolean }[] {
  const values = new Map(rules.map((rule) => [rule.name, ruleValue(rule.value)]));
  return RULE_NAMES.filter((name) => ruleShown(tenant, name)).map((name) => ({
    name,
    on: values.get(name) ?? false,
  }));
}
