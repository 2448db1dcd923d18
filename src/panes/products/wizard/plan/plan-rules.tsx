import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { rulesQuery } from "../../domain/queries";
import { WizardCheck } from "../fields";

// The plan's rules on step 1 (spec 3 §1, §3 Rule names), as the rules-by-step call lists them for the
// caller's tenant (video all but AllowPreview, music AllowDownload and AllowPreview).

/** The rules-by-step call lists the plan's rules (wizard "product") under step 2. */
export const PLAN_RULES_STEP = 2;

export const planRulesQuery = () =>
  queryOptions({
    ...rulesQuery(PLAN_RULES_STEP),
    select: (rules) => rules.arr.filter((rule) => rule.wizard === "product"),
  });

export function PlanRules() {
  const { t } = useTranslation();
  const rules = useQuery(planRulesQuery());
  return (
    <fieldset className="grid gap-2">
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
