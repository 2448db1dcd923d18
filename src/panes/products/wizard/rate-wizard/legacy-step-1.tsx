import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { legacyStep1 } from "../../../../contract/products/wizard";
import { targetsQuery } from "../../domain/queries";
import { WizardCheck, WizardSelect, WizardText } from "../fields";
import { LegacyForm, type LegacyStepProps } from "./legacy-form";

type Values = { target: string; initials: string; eligibility: boolean };

/** frmStep1: the channel (one), commercial signs and the eligibility flag. */
export function LegacyStep1({ rate, address }: LegacyStepProps) {
  const { t } = useTranslation();
  const targets = useQuery(targetsQuery());
  const body = (values: Values) => ({
    target_id: values.target ? [Number(values.target)] : [],
    initials: values.initials.trim(),
    eligibility_rate: values.eligibility ? (1 as const) : (0 as const),
  });
  return (
    <LegacyForm<Values>
      step={1}
      address={address}
      defaults={{
        target: rate?.target_id[0] ? String(rate.target_id[0]) : "",
        initials: rate?.initials ?? "",
        eligibility: rate?.eligibility_rate === 1,
      }}
      validate={(values) => {
        const result = legacyStep1.safeParse(body(values));
        return result.success ? {} : ({ target: result.error.issues[0].message } as Record<string, string>);
      }}
      toBody={body}
    >
      <WizardSelect
        id="lw-target"
        name="target"
        label={t("products.wizard.rate.target")}
        placeholder={t("products.wizard.select")}
        options={(targets.data ?? []).map((target) => ({ value: String(target.id), label: target.name }))}
      />
      <WizardText id="lw-initials" name="initials" label={t("products.wizard.rate.initials")} />
      <WizardCheck id="lw-eligibility" name="eligibility" label={t("products.wizard.rate.eligibility")} />
    </LegacyForm>
  );
}
