import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { errorMessage } from "../api/error-message";
import { revealPersonalValue } from "../api/privacy";
import { REVEAL_REASON_MAX, REVEAL_REASON_MIN } from "../contract/privacy";
import { useStore } from "../lib/create-store";
import { Button } from "../ui/button";
import { useFocusReturn } from "../ui/focus-return";
import { DialogActions } from "./dialog-actions";
import { DialogFrame } from "./dialog-frame";
import { Field } from "./field";
import { closeReveal, keepRevealed, type RevealRequest, revealRequestStore } from "./reveal-store";
import { SelectField } from "./select-field";
import { useZodForm } from "./zod-form";

// The reason's bounds are the contract's: what the server takes is what the form lets through.
const revealForm = z.object({
  choice: z.string(),
  reason: z
    .string()
    .trim()
    .min(REVEAL_REASON_MIN, "kit.personalData.reasonShort")
    .max(REVEAL_REASON_MAX, "kit.personalData.reasonLong"),
});

/** Asks why one masked value is revealed, reveals it (audited) and shows it in its pane. Mounted by the shell. */
export function RevealDialogHost() {
  const request = useStore(revealRequestStore, (value) => value);
  if (!request) return null;
  return <RevealForm key={`${request.paneId}:${request.subject}`} request={request} />;
}

function RevealForm({ request }: { request: RevealRequest }) {
  const { t } = useTranslation();
  const returnFocus = useFocusReturn();
  const form = useZodForm(revealForm, { choice: String(request.initial ?? 0), reason: "" });
  const { errors, isSubmitting: working, isValid } = form.formState;
  // Kept apart from the form's errors: a refusal leaves the reason valid, to try again.
  const [failure, setFailure] = useState<string>();
  const save = form.handleSubmit(async ({ choice, reason }) => {
    const { target } = request.choices[Number(choice)] ?? request.choices[0];
    setFailure(undefined);
    try {
      const { value } = await revealPersonalValue(request.module, target, reason);
      keepRevealed(request.paneId, target, value);
      closeReveal();
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  });
  const reasonError = errors.reason?.message
    ? t(errors.reason.message, { min: REVEAL_REASON_MIN, max: REVEAL_REASON_MAX })
    : undefined;

  return (
    <DialogFrame
      title={t("kit.personalData.revealTitle")}
      description={t("kit.personalData.revealDescription", { subject: request.subject })}
      busy={working}
      onClose={closeReveal}
      onCloseAutoFocus={returnFocus}
    >
      <form noValidate className="grid gap-4" onSubmit={(event) => void save(event)}>
        {request.choices.length > 1 && (
          <SelectField
            id="reveal-choice"
            label={t("kit.personalData.field")}
            options={request.choices.map((choice, index) => ({ value: String(index), label: choice.label }))}
            {...form.register("choice")}
          />
        )}
        <Field
          id="reveal-reason"
          label={t("kit.personalData.reason")}
          autoComplete="off"
          maxLength={REVEAL_REASON_MAX}
          aria-required
          error={reasonError}
          {...form.register("reason")}
        />
        <DialogActions
          failure={failure}
          failureStyle="framed"
          busy={working}
          cancelLabel={t("common.cancel")}
          onCancel={closeReveal}
        >
          <Button type="submit" disabled={working || !isValid}>
            {working ? t("kit.personalData.revealing") : t("kit.personalData.reveal")}
          </Button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
