import { type ReactNode, useState } from "react";
import { type FieldValues, FormProvider } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { DialogActions } from "./dialog-actions";
import { DialogFrame } from "./dialog-frame";
import { markServerField, type SaveFailure, serverFailure, type ZodForm } from "./zod-form";

type Props<In extends FieldValues, Out> = {
  form: ZodForm<In, Out>;
  title: string;
  description?: string;
  size?: "md" | "lg";
  /** The submit button's text when the spec names it (Enviar, Editar); default Guardar. */
  saveLabel?: string;
  /** Shown to a user who may only view: every field disabled, no save, and the way out says "Cerrar". */
  readOnly?: boolean;
  /** Besides the schema, what still keeps the form from saving (an e-mail being checked). */
  blocked?: boolean;
  /** Saves the validated values; a rejection is shown on the form and on the field the server named. */
  onSave(values: Out): Promise<void>;
  /** How a failed save reads (default: the server's reason). */
  failure?(t: Parameters<typeof serverFailure>[0], error: unknown): SaveFailure;
  onClose(): void;
  children: ReactNode;
};

/**
 * A create/edit modal over a zod-validated form: submit (Enter in a text field, Ctrl/⌘+Enter anywhere,
 * Guardar) saves once the schema passes. A failure keeps every value typed.
 */
export function FormDialog<In extends FieldValues, Out>({
  form,
  title,
  description,
  size = "md",
  saveLabel,
  blocked = false,
  readOnly = false,
  onSave,
  failure = serverFailure,
  onClose,
  children,
}: Props<In, Out>) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string>();
  const { isSubmitting: saving, isValid } = form.formState;
  const canSave = !readOnly && isValid && !blocked && !saving;
  const save = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSave(values);
    } catch (error) {
      const failed = failure(t, error);
      setFormError(failed.message);
      markServerField(form, failed);
    }
  });
  return (
    <DialogFrame title={title} description={description} size={size} busy={saving} onClose={onClose}>
      <FormProvider {...form}>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            if (!canSave) event.preventDefault();
            else void save(event);
          }}
          onKeyDown={(event) => {
            // Ctrl/⌘+Enter saves from any field (Enter alone only submits from a text input).
            if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
            event.preventDefault();
            if (canSave) void save();
          }}
        >
          <fieldset disabled={readOnly} className="contents">
            {children}
          </fieldset>
          <DialogActions
            failure={formError}
            failureStyle="framed"
            busy={saving}
            cancelLabel={t(readOnly ? "common.close" : "common.cancel")}
            onCancel={onClose}
          >
            {!readOnly && (
              <Button type="submit" disabled={!canSave}>
                {saving ? t("common.saving") : (saveLabel ?? t("common.save"))}
              </Button>
            )}
          </DialogActions>
        </form>
      </FormProvider>
    </DialogFrame>
  );
}
