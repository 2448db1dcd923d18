import { useTranslation } from "react-i18next";
import { WizardCheck } from "../fields";
import { LegacyForm, type LegacyStepProps } from "./legacy-form";

type Values = { active: boolean };

/** frmStep4: whether the rate is offered (active). */
export function LegacyStep4({ rate, address }: LegacyStepProps) {
  const { t } = useTranslation();
  return (
    <LegacyForm<Values>
      step={4}
      address={address}
      defaults={{ active: rate ? rate.active === 1 : true }}
      validate={() => ({})}
      toBody={(values) => ({ active: values.active ? 1 : 0 })}
    >
      <WizardCheck id="lw-active" name="active" label={t("products.wizard.legacy.active")} />
    </LegacyForm>
  );
}
