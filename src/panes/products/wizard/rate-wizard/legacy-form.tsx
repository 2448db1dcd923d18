import type { ReactNode } from "react";
import { type DefaultValues, type FieldErrors, type FieldValues, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { legacyStepPayload } from "../../../../contract/products/wizard";
import type { WizardRate } from "../../domain/wizard-queries";
import type { DraftAddress } from "../draft-store";
import { StepForm } from "../step-form";
import { useStepDraft } from "../use-step-draft";
import { rateSaveFailure } from "../wizard-failures";
import { useWizardNav } from "../wizard-nav";
import { saveLegacyStep } from "./legacy-save";

export type LegacyStepProps = { rate: WizardRate | undefined; address: DraftAddress | null };

/** Issues by field path, their messages i18n keys. */
export type Issues = Record<string, string>;

/** A zod result's issues, by field path. */
export function zodIssues(result: { success: boolean; error?: z.ZodError }): Issues {
  const issues: Issues = {};
  for (const issue of result.error?.issues ?? []) issues[issue.path.join(".")] ??= issue.message;
  return issues;
}

type Props<V extends FieldValues> = {
  step: number;
  address: DraftAddress | null;
  defaults: V;
  validate(values: V): Issues | { success: boolean; error?: z.ZodError };
  toBody(values: V): z.input<typeof legacyStepPayload>;
  children: ReactNode;
};

/** One legacy step's form (frmStepN): its required fields, saved by step; the next step is capped at 5. */
export function LegacyForm<V extends FieldValues>({
  step,
  address,
  defaults,
  validate,
  toBody,
  children,
}: Props<V>) {
  const { t } = useTranslation();
  const nav = useWizardNav();
  const form = useForm<V>({
    defaultValues: defaults as DefaultValues<V>,
    mode: "onChange",
    resolver: async (values) => {
      const outcome = validate(values);
      const issues =
        "success" in outcome
          ? zodIssues(outcome as { success: boolean; error?: z.ZodError })
          : (outcome as Issues);
      if (Object.keys(issues).length === 0) return { values, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const [path, message] of Object.entries(issues))
        errors[path || "root"] = { type: "schema", message };
      return { values: {}, errors: errors as FieldErrors<V> };
    },
  });
  const draft = useStepDraft(form, address);
  const save = async (values: V) => {
    const saved = await saveLegacyStep(step, nav.params, toBody(values));
    draft.saved();
    await nav.stepSaved({ rate_id: saved.rate_id });
  };
  return (
    <StepForm
      form={form}
      draft={draft}
      title={t(`products.wizard.legacy.steps.${step}`)}
      onSave={save}
      readFailure={rateSaveFailure(Number(nav.params.rate_id) > 0)}
    >
      {children}
    </StepForm>
  );
}
