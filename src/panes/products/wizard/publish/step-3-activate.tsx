import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useSubmitState } from "../../../../kit/use-submit-state";
import { Button } from "../../../../ui/button";
import { forgetWizardCache, savePlanStep, type WizardPlan } from "../../domain/wizard-queries";
import { PublishPlanDialog } from "../../shared/publish-plan-dialog";
import { isInactiveStepError, saveFailure } from "../save-failure";
import { planSaveFailure } from "../wizard-failures";
import { useWizardNav } from "../wizard-nav";
import { PlanSummary } from "./plan-summary";

/**
 * Step 3, activate the plan (spec 3 §2, §4): its summary; "Publicar" (confirmation checkboxes, then the
 * publish action and the next step), "Guardar e ir al listado", and "Agregar tarifas" once published.
 */
export function ActivateStep({ plan }: { plan: WizardPlan }) {
  const { t } = useTranslation();
  const nav = useWizardNav();
  const [publishing, setPublishing] = useState(false);
  const { pending: busy, error: failure, submit } = useSubmitState();
  const published = plan.product.state === "published";
  const id = Number(nav.params.id);

  const send = (action: "publish" | "save") =>
    submit(
      async () => {
        await savePlanStep(id, 3, { action });
        if (action === "publish") {
          toast.success(t("products.wizard.messages.published"));
          setPublishing(false);
          await nav.stepSaved();
        } else {
          await forgetWizardCache();
          toast.success(t("products.wizard.messages.stepSaved"));
          nav.toList();
        }
      },
      (error) => {
        if (!isInactiveStepError(error)) return planSaveFailure(t, error).message;
        nav.inactiveStep(saveFailure(t, error).message);
        return null;
      },
    );

  return (
    <section aria-labelledby="pw-activate-title" className="grid max-w-3xl gap-3">
      <h3 id="pw-activate-title" className="text-sm font-semibold">
        {t("products.wizard.activate.title")}
      </h3>
      <PlanSummary plan={plan} />
      {failure && !publishing && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!published && (
          <Button onClick={() => setPublishing(true)} disabled={busy}>
            {t("products.wizard.activate.publish")}
          </Button>
        )}
        {!published && (
          <Button variant="outline" onClick={() => void send("save")} disabled={busy}>
            {t("products.wizard.activate.saveToList")}
          </Button>
        )}
        {published && <Button onClick={() => nav.goTo(4)}>{t("products.wizard.activate.addRates")}</Button>}
      </div>
      {publishing && (
        <PublishPlanDialog
          busy={busy}
          failure={failure ?? undefined}
          onPublish={() => void send("publish")}
          onClose={() => setPublishing(false)}
        />
      )}
    </section>
  );
}
