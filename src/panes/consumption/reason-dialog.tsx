import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../ui/dialog";
import { Input } from "../../ui/input";
import { Label } from "../../ui/label";
import { useFocusReturn } from "./focus-return";

export type ReasonFields = { reason: string; value: string };

type Props = {
  title: string;
  confirmLabel: string;
  /** What will happen (which subscriptions, the amount). */
  children: ReactNode;
  destructive?: boolean;
  /** A second required field before the reason (the new e-mail). */
  field?: { label: string; inputMode?: "email" };
  /** Resolves to an error text to show (the dialog stays, with what was typed) or null when done. */
  onConfirm(fields: ReasonFields): Promise<string | null>;
  onClose(): void;
};

/**
 * Confirmation of a change with a required reason (sent as `reason`). Keyboard: focus starts in the first
 * field, Enter confirms only when every field is filled, Escape goes back. A failure keeps what was typed.
 */
export function ReasonDialog({
  title,
  confirmLabel,
  children,
  destructive,
  field,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const ids = useId();
  const [reason, setReason] = useState("");
  const [value, setValue] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useFocusReturn();
  const valid = reason.trim() !== "" && (!field || value.trim() !== "");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || pending) return;
    setPending(true);
    setError(null);
    const failure = await onConfirm({ reason: reason.trim(), value: value.trim() });
    setPending(false);
    if (failure) setError(failure);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        {/* noValidate: the server decides what is valid (spec 1 §5), the browser does not. */}
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription asChild>
              <div className="grid gap-2 text-sm text-foreground">{children}</div>
            </DialogDescription>
          </DialogHeader>
          {field && (
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-value`}>{field.label}</Label>
              <Input
                id={`${ids}-value`}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                inputMode={field.inputMode}
                autoComplete="off"
                spellCheck={false}
                aria-required
              />
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-reason`}>{t("consumption.dialogs.reason")}</Label>
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
              {t("consumption.dialogs.reasonHint")}
            </p>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {t("consumption.dialogs.back")}
            </Button>
            <Button
              type="submit"
              variant={destructive ? "destructive" : "default"}
              disabled={!valid || pending}
            >
              {pending ? t("consumption.dialogs.working") : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
