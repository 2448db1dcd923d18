import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { findUserByEmail, requestPasswordRecovery } from "../api/session";
import { DialogFrame } from "../kit/dialog-frame";
import { Field } from "../kit/field";
import { Button } from "../ui/button";
import { sessionErrorText } from "./error-text";

// The send button sits in the frame's footer, outside the form: it submits the form by its id.
const FORM_ID = "recovery-form";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

export function RecoveryDialog({
  open,
  onOpenChange,
  initialEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail: string;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setStatus({ kind: "failed", message: t("session.login.required") });
    setStatus({ kind: "sending" });
    try {
      const user = await findUserByEmail(email.trim());
      await requestPasswordRecovery(user.user_id);
      setStatus({ kind: "sent" });
    } catch (error) {
      setStatus({ kind: "failed", message: sessionErrorText(t, error) });
    }
  }

  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      size="sm"
      title={t("session.recovery.title")}
      description={t("session.recovery.description")}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common.close")}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={status.kind === "sending"}>
            {t("session.recovery.send")}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} className="grid gap-4" noValidate>
        <Field
          id="recovery-email"
          type="email"
          autoComplete="email"
          label={t("session.login.email")}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={status.kind === "failed" ? status.message : undefined}
        />
        {status.kind === "sent" && (
          <p role="status" className="text-sm text-green-900">
            {t("session.recovery.sent")}
          </p>
        )}
      </form>
    </DialogFrame>
  );
}
