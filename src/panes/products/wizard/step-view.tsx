import { useTranslation } from "react-i18next";
import { useSessionSnapshot } from "../../../commands/context";
import { CommunicationStep } from "./communication/step-5-communication";
import { type DraftAddress, wizardIdOf } from "./draft-store";
import { FiltersStep } from "./filters/step-2-filters";
import { PlanStep } from "./plan/step-1-plan";
import { ActivateStep } from "./publish/step-3-activate";
import { PublishRateStep } from "./publish/step-6-7-publish";
import { RateStep } from "./rate/step-4-rate";
import type { WizardData } from "./use-wizard-data";
import { useWizardNav } from "./wizard-nav";

/** The step the URL shows, with the plan and rate it works on and its local draft's address. */
export function StepView({ step, data }: { step: number; data: WizardData }) {
  const { t } = useTranslation();
  const { user } = useSessionSnapshot();
  const { params } = useWizardNav();
  const wizardId = wizardIdOf(params);
  const address: DraftAddress | null = user
    ? { userId: user.user_id, wizard: "product", wizardId, step }
    : null;
  const key = `${wizardId}:${step}`;
  const { plan, rate } = data;
  if (step === 1) return <PlanStep key={key} plan={plan} address={address} />;
  if (step === 2) return <FiltersStep key={key} plan={plan} address={address} />;
  if (!plan) return <Missing text={t("products.wizard.errors.missingId")} />;
  if (step === 3) return <ActivateStep key={key} plan={plan} />;
  if (step === 4) return <RateStep key={key} plan={plan} rate={rate} address={address} />;
  if (!rate) return <Missing text={t("products.wizard.errors.noRate", { n: step })} />;
  if (step === 5) return <CommunicationStep key={key} plan={plan} rate={rate} address={address} />;
  return <PublishRateStep key={key} step={step === 6 ? 6 : 7} plan={plan} rate={rate} />;
}

function Missing({ text }: { text: string }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {text}
    </p>
  );
}
