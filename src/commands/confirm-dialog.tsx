import { AlertDialog } from "radix-ui";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStore } from "../lib/create-store";
import { Button } from "../ui/button";
import { useFocusReturn } from "../ui/focus-return";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { type ConfirmationRequest, confirmStore, markConfirmHost, settleConfirm } from "./confirm";
import { ImpactLines } from "./impact-preview";

/** Asks before a destructive command runs: its impact, its required inputs and reason. Rendered by <Palette/>. */
export function ConfirmDialog() {
  const pending = useStore(confirmStore, (state) => state);
  useEffect(() => markConfirmHost(), []);
  if (!pending) return null;
  return <ConfirmForm key={pending.request.preview.title} request={pending.request} />;
}

/**
 * Focus starts in the first text to type (else on the cancel button); Enter confirms only when every
 * required text is there; a failure keeps what was typed and says why; Escape backs out.
 */
function ConfirmForm({ request }: { request: ConfirmationRequest }) {
  const { t } = useTranslation();
  const ids = useId();
  const { preview, fields = [] } = request;
  const [values, setValues] = useState<Record<string, string>>({});
  const [reason, setReason] = useState("");
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useFocusReturn();
  const form = useRef<HTMLFormElement>(null);
  const filled =
    fields.every((field) => (values[field.name] ?? "").trim() !== "") && (!request.reason || reason.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || working) return;
    setWorking(true);
    setError(null);
    const trimmed = Object.fromEntries(fields.map((field) => [field.name, values[field.name].trim()]));
    try {
      await request.submit({ reason: reason.trim(), values: trimmed });
      settleConfirm(true);
    } catch (failure) {
      setError(request.failure(failure));
      setWorking(false);
    }
  };

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !working && settleConfirm(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            const first = form.current?.querySelector("input");
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={(event) => working && event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-background p-5 shadow-lg"
        >
          <form ref={form} noValidate onSubmit={submit} className="grid gap-4">
            <AlertDialog.Title className="text-lg font-semibold">{preview.title}</AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div>
                <ImpactLines preview={preview} />
              </div>
            </AlertDialog.Description>
            {fields.map((field) => (
              <div key={field.name} className="grid gap-1.5">
                <Label htmlFor={`${ids}-${field.name}`}>{field.label}</Label>
                <Input
                  id={`${ids}-${field.name}`}
                  value={values[field.name] ?? ""}
                  onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                  inputMode={field.inputMode}
                  autoComplete="off"
                  spellCheck={false}
                  aria-required
                />
              </div>
            ))}
            {request.reason && (
              <div className="grid gap-1.5">
                <Label htmlFor={`${ids}-reason`}>{t("commands.confirm.reason")}</Label>
                <Input
                  id={`${ids}-reason`}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  autoComplete="off"
                  maxLength={500}
                  aria-required
                  aria-describedby={`${ids}-hint`}
                />
                <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
                  {t("commands.confirm.reasonHint")}
                </p>
              </div>
            )}
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={working}>
                  {preview.dismissLabel ?? t("common.cancel")}
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="destructive" disabled={!filled || working}>
                {working ? t("commands.confirm.working") : preview.confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
