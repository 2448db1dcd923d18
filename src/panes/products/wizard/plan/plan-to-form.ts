import { isRenewable, ruleValueOn, UNLIMITED } from "../../../../contract/products/rules";
import type { WizardPlan } from "../../domain/wizard-queries";
import { EMPTY_PLAN, type PlanFormValues } from "./plan-form";

/** A saved plan as step 1's form shows it (the inverse of planPayload). */
export function planToForm({ product, family }: WizardPlan): PlanFormValues {
  const limit = product.temporary_limit ?? 1;
  const renewable = isRenewable(product.type.id);
  return {
    ...EMPTY_PLAN,
    family_mode: "existing",
    family_id: family ? String(family.id) : "",
    name: product.name,
    description: product.description,
    type: product.type.id,
    content_type: product.content_type ?? EMPTY_PLAN.content_type,
    temporary_unit: product.temporary_unit ?? EMPTY_PLAN.temporary_unit,
    download: product.download === 1,
    unlimited: renewable && limit === UNLIMITED,
    cycles: renewable && limit !== UNLIMITED ? String(limit) : "1",
    hours: !renewable && limit !== UNLIMITED ? String(limit) : "24",
    length: product.length === 1,
    priority: product.priority === 1,
    rules: {
      ...EMPTY_PLAN.rules,
      ...Object.fromEntries(product.rules.map((r) => [r.name, ruleValueOn(r.value)])),
    },
  };
}
