import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useSubmitState } from "../../../../kit/use-submit-state";
import { Button } from "../../../../ui/button";
import { refreshWizard, saveRateStep, type WizardPlan, type WizardRate } from "../../domain/wizard-queries";
import { isInactiveStepError, saveFailure } from "../save-failure";
import { useWizardNav } from "../wizard-nav";
import { RateSummary } from "./rate-summary";

type Props = { step: 6 | 7; plan: WizardPlan; rate: WizardRate };

/**
 * Step 6 generates the rate in uat (or, for the corporate hub, publishes it in production); step 7 publishes
 * it in production (spec 3 §2, §4). Both show the rate summary and send the publish action.
 */
export function PublishRateStep({ step, plan, rate }: Props) {
  const { t } = useTranslation();
  const nav = useWizardNav();
  const { pending: busy, error: failure, submit } = useSubmitState();
  const hubcorp = rate.is_hubcorp === 1;
  const toProduction = step === 7 || hubcorp;
  const done = step === 6 ? rate.state !== "draft" : rate.state === "publish";
  const publish = () =>
    submit(
      async () => {
        await saveRateStep(
          step,
          { rate_id: rate.id, region_id: rate.region.id, product_id: plan.product.id, action: "publish" },
          {},
        );
        if (toProduction) {
          toast.success(t("products.wizard.messages.ratePublished"));
          await refreshWizard();
        } else await nav.stepSaved();
      },
      (error) => {
        if (!isInactiveStepError(error))
          return saveFailure(t, error, t("products.wizard.errors.rateInsert")).message;
        nav.inactiveStep(saveFailure(t, error).message);
        return null;
      },
    );
  const title = toProduction ? "products.wizard.publishRate.production" : "products.wizard.publishRate.uat";
  return (
    <section aria-labelledby="pw-publish-rate-title" className="grid max-w-3xl gap-3">
      <h3 id="pw-publish-rate-title" className="text-sm font-semibold">
        {t(title)}
      </h3>
      <RateSummary rate={rate} />
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {done ? (
          step === 6 && !hubcorp ? (
            <Button onClick={() => nav.goTo(7)}>{t("products.wizard.actions.next")}</Button>
          ) : (
            <p role="status" className="text-sm">
              {t("products.wizard.publishRate.done")}
            </p>
          )
        ) : (
          <Button onClick={() => void publish()} disabled={busy}>
            {busy ? t("products.wizard.actions.saving") : t(`${title}Action`)}
          </Button>
        )}
        <Button variant="outline" onClick={nav.toList}>
          {t("products.wizard.actions.toList")}
        </Button>
      </div>
    </section>
  );
}
