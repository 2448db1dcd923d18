import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FamilyOption } from "../../domain/queries";
import { WizardSelect as FormSelect, WizardText as FormText } from "../fields";
import type { PlanFormValues } from "./plan-form";

type Props = { families: readonly FamilyOption[]; familyCheck: ReactNode };

/** Choose an existing family (product) or create a new one (spec 3 §2 step 1). */
export function FamilyFields({ families, familyCheck }: Props) {
  const { t } = useTranslation();
  const { register } = useFormContext<PlanFormValues>();
  const mode = useWatch<PlanFormValues, "family_mode">({ name: "family_mode" });
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{t("products.wizard.plan.family")}</legend>
      <div role="radiogroup" aria-label={t("products.wizard.plan.family")} className="flex gap-4 text-sm">
        <label className="flex items-center gap-1.5">
          <input type="radio" value="existing" {...register("family_mode")} />
          {t("products.wizard.plan.existingFamily")}
        </label>
        <label className="flex items-center gap-1.5">
          <input type="radio" value="new" {...register("family_mode")} />
          {t("products.wizard.plan.newFamily")}
        </label>
      </div>
      {mode === "existing" ? (
        <FormSelect
          id="pw-family"
          name="family_id"
          label={t("products.wizard.plan.familyName")}
          placeholder={t("products.wizard.select")}
          options={families.map((family) => ({ value: String(family.id), label: family.name }))}
        />
      ) : (
        <>
          <FormText
            id="pw-family-name"
            name="family_name"
            label={t("products.wizard.plan.familyName")}
            autoComplete="off"
          />
          {familyCheck}
          <FormText
            id="pw-family-description"
            name="family_description"
            label={t("products.wizard.plan.familyDescription")}
            autoComplete="off"
          />
        </>
      )}
    </fieldset>
  );
}
