import { useTranslation } from "react-i18next";
import { Button } from "../../../../ui/button";
import type { WizardRate } from "../../domain/wizard-queries";
import type { DraftAddress } from "../draft-store";
import { useWizardNav } from "../wizard-nav";
import { LegacyStep0 } from "./legacy-step-0";
import { LegacyStep1 } from "./legacy-step-1";
import { LegacyStep2 } from "./legacy-step-2";
import { LegacyStep3 } from "./legacy-step-3";
import { LegacyStep4 } from "./legacy-step-4";

type Props = { step: number; rate: WizardRate | undefined; address: DraftAddress | null };

export function LegacyStepView({ step, rate, address }: Props) {
  const props = { rate, address };
  if (step === 0) return <LegacyStep0 {...props} />;
  if (step === 1) return <LegacyStep1 {...props} />;
  if (step === 2) return <LegacyStep2 {...props} />;
  if (step === 3) return <LegacyStep3 {...props} />;
  if (step === 4) return <LegacyStep4 {...props} />;
  return <LegacyDone />;
}

/** Step 5, past the last form (the cap after a save): the rate is configured. */
function LegacyDone() {
  const { t } = useTranslation();
  const nav = useWizardNav();
  return (
    <div className="grid gap-2">
      <p role="status" className="text-sm">
        {t("products.wizard.legacy.done")}
      </p>
      <div>
        <Button onClick={nav.toList}>{t("products.wizard.actions.toList")}</Button>
      </div>
    </div>
  );
}
