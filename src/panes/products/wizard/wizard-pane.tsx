import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

import { toast } from "sonner";
import { isApiError } from "../../../api/errors";

import { Failure } from "../../../kit/failure";
import { firstField, focusPaneContent } from "../../../workspace/pane-focus";
import type { PaneProps } from "../../../workspace/types";
import { useTenantLabels } from "../domain/tenant-labels";

import { openProductList } from "./open-list";
import { allowedStep, checkRoute, lastSaved } from "./redirect";
import { StepView } from "./step-view";
import { Stepper } from "./stepper";
import { PRODUCT_STEPS, STEP_KEYS } from "./steps";
import { useWizardData } from "./use-wizard-data";
import { useWizardFlow } from "./use-wizard-flow";
import { WizardNavContext } from "./wizard-nav";

/** The seven-step plan and rate wizard (spec 3 §2), /products/product-wizard/:step?id&rate_id&region_id… */
export function ProductWizardPane({ paneId, params, setParams }: PaneProps) {
  const { t } = useTranslation();
  const verdict = checkRoute(params.step, params.id);

  useEffect(() => {
    if (verdict.type === "list") openProductList(paneId);
  }, [verdict.type, paneId]);

  if (verdict.type === "wrongStep" || verdict.type === "missingId") {
    return (
      <p role="alert" className="p-4 text-sm text-destructive">
        {t(`products.wizard.errors.${verdict.type}`)}
      </p>
    );
  }
  if (verdict.type === "list") return null;
  return <Wizard paneId={paneId} params={params} setParams={setParams} step={verdict.step} />;
}

type WizardProps = Pick<PaneProps, "paneId" | "params" | "setParams"> & { step: number };

function Wizard({ paneId, params, setParams, step }: WizardProps) {
  const { t } = useTranslation();
  const labels = useTenantLabels();
  const data = useWizardData(params);
  const progress = data.progress;
  const shown = progress ? allowedStep(step, progress) : step;
  const saved = progress ? lastSaved(step, progress) : 0;

  // Spec 3 §8: a plan that does not exist says 'El producto no existe', then returns to the product list.
  const productGone = isApiError(data.error) && data.error.code === "product_not_found";
  useEffect(() => {
    if (!productGone) return;
    toast.error(t("products.wizard.errors.productNotFound"));
    openProductList(paneId);
  }, [productGone, paneId, t]);

  // Spec 3 §2: a step beyond the last saved one plus one goes to the first unsaved step.
  useEffect(() => {
    if (progress && shown !== step) setParams({ ...params, step: String(shown) });
  }, [progress, shown, step, params, setParams]);

  const { nav, dialogs } = useWizardFlow({
    paneId,
    params,
    setParams,
    step: shown,
    firstUnsaved: Math.min(saved + 1, PRODUCT_STEPS.length),
    lastStep: PRODUCT_STEPS.length,
  });

  // The keyboard follows the work: a step reached from another (saved, or chosen on the stepper) starts on its
  // first field, not on the page body where the previous step's button left it.
  const stepArea = useRef<HTMLDivElement>(null);
  const shownBefore = useRef(shown);
  useEffect(() => {
    if (shownBefore.current === shown || !stepArea.current) return;
    shownBefore.current = shown;
    return focusPaneContent(stepArea.current, firstField);
  }, [shown]);

  const steps = PRODUCT_STEPS.map((n) => ({ step: n, label: t(`products.wizard.steps.${STEP_KEYS[n]}`) }));
  return (
    <WizardNavContext.Provider value={nav}>
      <section
        aria-labelledby={`${paneId}-wizard-title`}
        className="flex h-full min-h-0 flex-col gap-3 overflow-auto p-3"
      >
        <header className="flex flex-col gap-2">
          <h2 id={`${paneId}-wizard-title`} className="text-base font-semibold">
            {t("products.wizard.title", { plan: labels.plan })} ·{" "}
            {t("products.wizard.stepOf", { step: shown, total: 7 })}
          </h2>
          <Stepper steps={steps} current={shown} saved={saved} onSelect={(n) => nav.goTo(n)} />
        </header>
        <div ref={stepArea} tabIndex={-1} className="outline-none">
          {data.error ? (
            <Failure message={data.errorText ?? t("products.wizard.errors.generic")} onRetry={data.retry} />
          ) : !progress || shown !== step ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t("products.wizard.loading")}
            </p>
          ) : (
            <StepView step={shown} data={data} />
          )}
        </div>
      </section>
      {dialogs}
    </WizardNavContext.Provider>
  );
}
