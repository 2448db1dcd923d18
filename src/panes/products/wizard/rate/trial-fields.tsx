import { Controller, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TRIAL_MAX, TRIAL_MIN, type TrialUnit } from "../../../../contract/products/rules";
import { RadioOption } from "../../../../ui/inputs/radio-option";
import { FieldGroup, WizardCheck, WizardText } from "../fields";
import type { RateFormValues } from "./rate-form";

/** Trial or bonification (0 to 1200; 0 without the switch), commercial signs and the eligibility flag. */
export function TrialFields({ eligibilityTaken }: { eligibilityTaken: boolean }) {
  const { t } = useTranslation();
  const form = useFormContext<RateFormValues>();
  const trial = useWatch<RateFormValues, "trial">({ name: "trial" });
  return (
    <FieldGroup>
      <WizardCheck
        id="pw-trial"
        name="trial"
        label={t("products.wizard.rate.trial")}
        onValue={(on) => !on && form.setValue("trial_period", "0", { shouldValidate: true })}
      />
      <WizardText
        id="pw-trial-period"
        name="trial_period"
        label={t("products.wizard.rate.trialPeriod", { min: TRIAL_MIN, max: TRIAL_MAX })}
        inputMode="numeric"
        readOnly={!trial}
        aria-disabled={!trial || undefined}
      />
      <Controller
        control={form.control}
        name="trial_unit"
        render={({ field }) => (
          <RadioOption<TrialUnit>
            legend={t("products.wizard.rate.trialUnit")}
            name="pw-trial-unit"
            options={[
              { value: "D", label: t("products.wizard.rate.trialDays") },
              { value: "M", label: t("products.wizard.rate.trialMonths") },
            ]}
            value={field.value}
            onValueChange={field.onChange}
            disabled={!trial}
          />
        )}
      />
      <WizardText id="pw-initials" name="initials" label={t("products.wizard.rate.initials")} />
      <div className="grid gap-1">
        <WizardCheck id="pw-eligibility" name="eligibility" label={t("products.wizard.rate.eligibility")} />
        {eligibilityTaken && (
          <p role="status" className="text-xs text-muted-foreground">
            {t("products.wizard.rate.eligibilityTaken")}
          </p>
        )}
      </div>
    </FieldGroup>
  );
}
