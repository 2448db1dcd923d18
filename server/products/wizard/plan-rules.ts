import {
  RULE_NAMES,
  type RuleName,
  type RuleParam,
  rulesForTenant,
  ruleValueOn,
  ruleValueOut,
} from "../../../src/contract/products/rules.ts";
import type { Plan } from "./load.ts";

// A plan's rules (spec 3 §1, §3 Rule names): AllowUpsell and AllowDownsell live in their columns, the others
// in rules (JSON). Read so that S or 1 is on; written as 1/0 and S/N. A save changes only the rules its
// tenant shows (video all but AllowPreview, music AllowDownload and AllowPreview); the others keep their value.

type Stored = Pick<Plan, "allow_upsell" | "allow_downsell" | "rules">;
type Sent = readonly { name: RuleName; value: "S" | "N" }[];

const COLUMN_RULES = { AllowUpsell: "allow_upsell", AllowDownsell: "allow_downsell" } as const;

/** Every rule with its value S or N. */
export function planRules(plan: Stored | undefined): RuleParam[] {
  const others = plan ? (JSON.parse(plan.rules) as RuleParam[]) : [];
  const on = (name: RuleName) => {
    if (name === "AllowUpsell") return plan?.allow_upsell === 1;
    if (name === "AllowDownsell") return plan?.allow_downsell === 1;
    return ruleValueOn(others.find((rule) => rule.name === name)?.value);
  };
  return RULE_NAMES.map((name) => ({ type: "boolean", name, value: ruleValueOut(on(name)) }));
}

/** The columns a step-1 save writes: the stored rules, with those the tenant shows set as sent. */
export function planRuleColumns(existing: Stored | undefined, sent: Sent, tenant: string) {
  const shown = new Set<string>(rulesForTenant(tenant));
  const rules = planRules(existing).map((rule) => {
    const given = sent.find((s) => s.name === rule.name && shown.has(s.name));
    return given ? { ...rule, value: given.value } : rule;
  });
  const flag = (name: keyof typeof COLUMN_RULES) =>
    ruleValueOn(rules.find((rule) => rule.name === name)?.value) ? (1 as const) : (0 as const);
  return {
    allow_upsell: flag("AllowUpsell"),
    allow_downsell: flag("AllowDownsell"),
    rules: JSON.stringify(rules.filter((rule) => !(rule.name in COLUMN_RULES))),
  };
}
