import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TRIAL_MAX, TRIAL_MIN } from "../../../../contract/products/rules";
import { WizardCheck, WizardText } from "../fields";
import type { RateFormValues } from "./rate-form";

/** Trial or bonification (0 to 1200; 0 without the switch), commercial signs and the eligibility flag. */
export function TrialFields({ eligibilityTaken }: { eligibilityTaken: boolean }) {
  const { t } = useTranslation();
  const form = useFormContext<RateFormValues>();
  const trial = useWatch<RateFormValues, "trial">({ name: "trial" });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
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
      <WizardText id="pw-initials" name="initials" label={t("products.wizard.rate.initials")} />
      <div className="grid gap-1">
        <WizardCheck id="pw-eligibility" name="eligibility" label={t("products.wizard.rate.eligibility")} />
        {eligibilityTaken && (
          <p role="status" className="text-xs text-muted-foreground">
            {t("products.wizard.rate.eligibilityTaken")}
          </p>
        )}
      </div>
    </div>
  );
}
