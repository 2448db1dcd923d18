import { useTranslation } from "react-i18next";
import { legacyStep0 } from "../../../../contract/products/wizard";
import { WizardText } from "../fields";
import { LegacyForm, type LegacyStepProps } from "./legacy-form";

type Values = { name: string; description: string };

/** frmStep0: the rate's name and description (optional). */
export function LegacyStep0({ rate, address }: LegacyStepProps) {
  const { t } = useTranslation();
  return (
    <LegacyForm<Values>
      step={0}
      address={address}
      defaults={{ name: rate?.name ?? "", description: rate?.description ?? "" }}
      validate={(values) => legacyStep0.safeParse(values)}
      toBody={(values) => ({ name: values.name || undefined, description: values.description || undefined })}
    >
      <WizardText id="lw-name" name="name" label={t("products.wizard.legacy.name")} />
      <WizardText id="lw-description" name="description" label={t("products.wizard.legacy.description")} />
    </LegacyForm>
  );
}
