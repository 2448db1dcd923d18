import { useTranslation } from "react-i18next";
import { DefinitionList, type Definitions } from "../../../../kit/definition-list";
import type { WizardPlan } from "../../domain/wizard-queries";

/** The plan's summary card (spec 3 §2 step 3). */
export function PlanSummary({ plan }: { plan: WizardPlan }) {
  const { t } = useTranslation();
  const { product, family } = plan;
  const filters = product.content_filters.filter((row) => row.action === "add");
  const rows: Definitions = [
    [t("products.wizard.plan.familyName"), family?.name ?? "—"],
    [t("products.wizard.summary.name"), product.name],
    [t("products.wizard.plan.type"), t(`products.wizard.planTypes.${product.type.id}`)],
    [t("products.wizard.plan.contentType"), product.content_type ?? "—"],
    [t("products.wizard.summary.limit"), String(product.temporary_limit ?? "—")],
    [t("products.wizard.summary.state"), t(`products.wizard.states.${product.state}`)],
    [t("products.wizard.summary.filters"), filters.map((row) => row.name).join(", ") || "—"],
  ];
  return (
    <article aria-label={t("products.wizard.summary.plan")} className="rounded-md border p-3">
      <DefinitionList items={rows} labels="strong" />
    </article>
  );
}
