import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { listRules } from "../../../../api/products";
import { queryKeysFactory } from "../../../../api/query-keys";
import { WizardCheck } from "../fields";

// The plan's rules on step 1 (spec 3 §1, §3 Rule names), as the rules-by-step call lists them for the
// caller's tenant (video all but AllowPreview, music AllowDownload and AllowPreview).

/** The rules-by-step call lists the plan's rules (wizard "product") under step 2. */
export const PLAN_RULES_STEP = 2;

const keys = queryKeysFactory("products", "reference");

export const planRulesQuery = () =>
  queryOptions({
    queryKey: keys.list({ name: "rules", step: PLAN_RULES_STEP }),
    queryFn: ({ signal }) => listRules(PLAN_RULES_STEP, signal),
    select: (rules) => rules.arr.filter((rule) => rule.wizard === "product"),
    staleTime: 5 * 60_000,
  });

export function PlanRules() {
  const { t } = useTranslation();
  const rules = useQuery(planRulesQuery());
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium">{t("products.wizard.plan.rules")}</legend>
      {rules.error && (
        <p role="alert" className="text-xs text-destructive">
          {t("products.wizard.plan.rulesError")}
        </p>
      )}
      {(rules.data ?? []).map((rule) => (
        <WizardCheck
          key={rule.name}
          id={`pw-rule-${rule.name}`}
          name={`rules.${rule.name}`}
          label={rule.name}
        />
      ))}
    </fieldset>
  );
}
