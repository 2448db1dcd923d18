import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useSessionSnapshot } from "../../../../commands/context";
import type { PaneProps } from "../../../../workspace/types";
import { rateQuery } from "../../domain/wizard-queries";
import { wizardIdOf } from "../draft-store";
import { openProductList } from "../open-list";
import { Stepper } from "../stepper";
import { parseStep, RATE_STEP_CAP, RATE_STEPS } from "../steps";
import { useWizardFlow } from "../use-wizard-flow";
import { WizardNavContext } from "../wizard-nav";
import { LegacyStepView } from "./legacy-step-view";

const positive = (raw: string | undefined) => (/^\d+$/.test(raw ?? "") && Number(raw) > 0 ? Number(raw) : 0);

/** The legacy rate wizard (spec 3 §2): steps 0 to 4, frmStep0 to frmStep4; after step 4, the finished rate. */
export function RateWizardPane({ paneId, params, setParams }: PaneProps) {
  const { t } = useTranslation();
  const { user } = useSessionSnapshot();
  const step = parseStep(params.step);
  const rateId = positive(params.rate_id);
  const valid = step !== null && step >= 0 && step <= RATE_STEP_CAP;
  const missingRate = valid && step > 1 && rateId === 0;
  const rate = useQuery({
    ...rateQuery(rateId, positive(params.region_id) || undefined),
    enabled: rateId > 0,
  });
  const { nav, dialogs } = useWizardFlow({
    paneId,
    params,
    setParams,
    step: step ?? 0,
    firstUnsaved: RATE_STEP_CAP,
    lastStep: RATE_STEP_CAP,
  });

  // Spec 3 §2: a step above 1 without a rate id says so and returns to the list.
  useEffect(() => {
    if (!missingRate) return;
    toast.error(t("products.wizard.errors.noRate", { n: step }));
    openProductList(paneId);
  }, [missingRate, step, paneId, t]);

  if (!valid)
    return (
      <p role="alert" className="p-4 text-sm text-destructive">
        {t("products.wizard.errors.wrongStep")}
      </p>
    );
  if (missingRate)
    return (
      <p role="alert" className="p-4 text-sm text-destructive">
        {t("products.wizard.errors.noRate", { n: step })}
      </p>
    );
  const steps = RATE_STEPS.map((n) => ({ step: n, label: t(`products.wizard.legacy.steps.${n}`) }));
  const address = user
    ? { userId: user.user_id, wizard: "rate" as const, wizardId: wizardIdOf(params), step }
    : null;
  return (
    <WizardNavContext.Provider value={nav}>
      <section
        aria-labelledby={`${paneId}-rate-wizard`}
        className="flex h-full min-h-0 flex-col gap-3 overflow-auto p-3"
      >
        <h2 id={`${paneId}-rate-wizard`} className="text-base font-semibold">
          {t("products.wizard.legacy.title")} · {t("products.wizard.legacy.stepN", { n: step })}
        </h2>
        <Stepper
          steps={steps}
          current={step}
          saved={rateId > 0 ? RATE_STEP_CAP : 0}
          onSelect={(n) => nav.goTo(n)}
        />
        {rate.error ? (
          <p role="alert" className="text-sm text-destructive">
            {t("products.wizard.errors.rateNotFound")}
          </p>
        ) : rateId > 0 && !rate.data ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t("products.wizard.loading")}
          </p>
        ) : (
          <LegacyStepView
            key={`${wizardIdOf(params)}:${step}`}
            step={step}
            rate={rate.data?.rate}
            address={address}
          />
        )}
      </section>
      {dialogs}
    </WizardNavContext.Provider>
  );
}
