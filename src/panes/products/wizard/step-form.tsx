import { type ReactNode, useEffect, useState } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { markServerField, type SaveFailure, type ZodForm } from "../../../kit/zod-form";
import { Button } from "../../../ui/button";
import { DraftNotice } from "./draft-notice";
import { isInactiveStepError, saveFailure } from "./save-failure";
import type { StepDraft } from "./use-step-draft";
import type { ReadFailure } from "./wizard-failures";
import { useWizardNav } from "./wizard-nav";

type Props<T extends FieldValues, C, O> = {
  form: UseFormReturn<T, C, O>;
  draft: StepDraft;
  title: string;
  /** Saves the validated values; a rejection keeps the form and its draft and shows the server's reason. */
  onSave(values: O): Promise<void>;
  saveLabel?: string;
  /** What else keeps the step from saving (a name taken, a frozen region). */
  blocked?: boolean;
  /** A check still running (a name being validated): a save asked meanwhile runs once it ends unblocked. */
  pending?: boolean;
  readOnly?: boolean;
  /** How a failed save reads (a plan's or a rate's, spec 3 §8); the server's reason by default. */
  readFailure?: ReadFailure;
  /** Buttons besides "save" (back to the list, add rates…). */
  extraActions?: ReactNode;
  children: ReactNode;
};

/**
 * One wizard step's form: Enter in a text field or Ctrl/⌘+Enter anywhere saves once the shared rules pass. A
 * failed save shows the server's message and keeps everything typed (also in the local draft); an
 * out-of-order save opens the inactive-step modal.
 */
export function StepForm<T extends FieldValues, C, O>({
  form,
  draft,
  title,
  onSave,
  saveLabel,
  blocked = false,
  pending = false,
  readOnly = false,
  readFailure = saveFailure,
  extraActions,
  children,
}: Props<T, C, O>) {
  const { t } = useTranslation();
  const nav = useWizardNav();
  const [failure, setFailure] = useState<SaveFailure>();
  const { isDirty, isSubmitting } = form.formState;
  const { setDirty } = nav;
  useEffect(() => setDirty(isDirty || draft.restoredAt !== null), [isDirty, draft.restoredAt, setDirty]);

  const save = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSave(values);
    } catch (error) {
      if (isInactiveStepError(error)) return nav.inactiveStep(saveFailure(t, error).message);
      const failed = readFailure(t, error);
      setFailure(failed);
      markServerField(form as unknown as ZodForm<T, O>, failed);
    }
  });
  const canSave = !blocked && !pending && !readOnly && !isSubmitting;
  // A fast typist's Ctrl+Enter lands while the name is still being checked: keep the request, not drop it.
  const [queued, setQueued] = useState(false);
  const requestSave = () => {
    if (canSave) void save();
    else if (pending && !blocked && !readOnly) setQueued(true);
  };
  useEffect(() => {
    if (!queued || pending) return;
    setQueued(false);
    if (canSave) void save();
  }, [queued, pending, canSave, save]);
  return (
    <FormProvider {...form}>
      <form
        aria-label={title}
        className="grid max-w-3xl gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          requestSave();
        }}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
          event.preventDefault();
          requestSave();
        }}
      >
        <h3 className="text-sm font-semibold">{title}</h3>
        <DraftNotice draft={draft} />
        <fieldset disabled={readOnly} className="grid gap-4">
          {children}
        </fieldset>
        {failure && (
          <p role="alert" className="text-sm text-destructive" data-save-failure="">
            {failure.message}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={!canSave} aria-keyshortcuts="Control+Enter">
            {isSubmitting || queued
              ? t("products.wizard.actions.saving")
              : (saveLabel ?? t("products.wizard.actions.saveStep"))}
          </Button>
          {extraActions}
        </div>
      </form>
    </FormProvider>
  );
}
