import { useQuery } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PLAN_TYPES, type PlanType } from "../../../../contract/products/rules";
import { FormText } from "../../../../kit/form-fields";
import { familyOptionsQuery } from "../../domain/queries";
import { useTenantLabels } from "../../domain/tenant-labels";
import { savePlanStep, type WizardPlan } from "../../domain/wizard-queries";
import type { DraftAddress } from "../draft-store";
import { StepForm } from "../step-form";
import { useStepDraft } from "../use-step-draft";
import { ProductWithoutIdError, planSaveFailure } from "../wizard-failures";
import { useWizardNav } from "../wizard-nav";
import { FamilyFields } from "./family-fields";
import { MetadataNotice } from "./metadata-notice";
import { NameCheckText, nameBlocks, nameChecking, useNameCheck } from "./name-check";
import { PeriodFields } from "./period-fields";
import { EMPTY_PLAN, type PlanFormValues, planPayload, planResolver } from "./plan-form";
import { PlanRules } from "./plan-rules";
import { planToForm } from "./plan-to-form";
import { TypeFields } from "./type-fields";

type Props = { plan: WizardPlan | undefined; address: DraftAddress | null };

/** Step 1, plan configuration (spec 3 §2): family, name, type and its fields, by the shared rules of §5. */
export function PlanStep({ plan, address }: Props) {
  const { t } = useTranslation();
  const nav = useWizardNav();
  const labels = useTenantLabels();
  const form = useForm<PlanFormValues>({
    resolver: planResolver,
    defaultValues: plan ? planToForm(plan) : EMPTY_PLAN,
    mode: "onChange",
  });
  const draft = useStepDraft(form, address);
  const families = useQuery(familyOptionsQuery());
  const [name, familyName, mode] = useWatch({
    control: form.control,
    name: ["name", "family_name", "family_mode"],
  });
  const planCheck = useNameCheck("plan", name, plan?.product.name);
  const familyCheck = useNameCheck("family", mode === "new" ? familyName : "", undefined);
  // Spec 3 §4: step 1 fields are editable only while the plan is draft or new.
  const readOnly = plan !== undefined && plan.product.state !== "draft";

  const save = async (values: PlanFormValues) => {
    const payload = planPayload(values);
    const saved = await savePlanStep(Number(nav.params.id ?? 0), 1, {
      ...payload,
      internal_name:
        planCheck.state === "valid" ? planCheck.internalName : (plan?.product.internal_name ?? ""),
      family_internal_name: familyCheck.state === "valid" ? familyCheck.internalName : "",
    });
    if (!saved.product_id) throw new ProductWithoutIdError();
    draft.saved();
    await nav.stepSaved({ id: String(saved.product_id) });
  };

  return (
    <StepForm
      form={form}
      draft={draft}
      title={t("products.wizard.plan.title", { plan: labels.plan })}
      onSave={save}
      readFailure={planSaveFailure}
      readOnly={readOnly}
      blocked={nameBlocks(planCheck) || (mode === "new" && nameBlocks(familyCheck))}
      pending={nameChecking(planCheck) || (mode === "new" && nameChecking(familyCheck))}
    >
      <MetadataNotice />
      <FamilyFields
        families={families.data ?? []}
        familyCheck={<NameCheckText id="pw-family-check" check={familyCheck} />}
      />
      <FormText
        id="pw-name"
        name="name"
        label={t("products.wizard.plan.name", { plan: labels.plan })}
        autoComplete="off"
      />
      <NameCheckText id="pw-name-check" check={planCheck} />
      <FormText
        id="pw-description"
        name="description"
        label={t("products.wizard.plan.description")}
        autoComplete="off"
      />
      <TypeFields types={PLAN_TYPES as readonly PlanType[]} />
      <PeriodFields />
      <PlanRules />
    </StepForm>
  );
}
