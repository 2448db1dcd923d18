import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/errors";
import { planStepQuery, rateQuery, type WizardPlan, type WizardRate } from "../domain/wizard-queries";
import type { Progress } from "./redirect";
import { saveFailure } from "./save-failure";
import { parseStep } from "./steps";

export type WizardData = {
  plan?: WizardPlan;
  rate?: WizardRate;
  /** Known once what the URL names has loaded. */
  progress?: Progress;
  error?: unknown;
  errorText?: string;
  /** The plan or rate the URL names does not exist (spec 3 §8: 'El producto no existe', back to the list). */
  notFound: boolean;
  retry(): void;
};

const positive = (raw: string | undefined) => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
};

/** The plan (and rate) a wizard URL names, and how far its wizard got. */
export function useWizardData(params: Readonly<Record<string, string>>): WizardData {
  const { t } = useTranslation();
  const planId = positive(params.id);
  const rateId = positive(params.rate_id);
  const regionId = positive(params.region_id);
  const step = Math.min(Math.max(parseStep(params.step) ?? 1, 1), 3);
  const plan = useQuery({ ...planStepQuery(planId, step), enabled: planId > 0 });
  const rate = useQuery({ ...rateQuery(rateId, regionId || undefined), enabled: planId > 0 && rateId > 0 });
  const error = plan.error ?? rate.error ?? undefined;
  const retry = () => {
    void plan.refetch();
    if (rateId > 0) void rate.refetch();
  };
  if (error) {
    const notFound = isApiError(error) && /not_found/.test(error.code);
    const errorText = notFound
      ? t(rate.error ? "products.wizard.errors.rateNotFound" : "products.wizard.errors.productNotFound")
      : saveFailure(t, error, t("products.wizard.errors.load")).message;
    return { error, errorText, notFound, retry };
  }
  if (planId === 0) return { progress: { planSaved: 0 }, notFound: false, retry };
  if (!plan.data || (rateId > 0 && !rate.data)) return { notFound: false, retry };
  const loadedRate = rate.data?.rate;
  return {
    plan: plan.data,
    rate: loadedRate,
    progress: {
      planSaved: plan.data.last_step_saved,
      rateSaved: loadedRate?.last_step_saved,
      rateState: loadedRate?.state,
    },
    notFound: false,
    retry,
  };
}
