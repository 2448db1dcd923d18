import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../ui/dialog";

type Props = {
  title: string;
  description?: string;
  size?: "md" | "lg";
  /** Form-level failure ('Error cargando datos.' …), announced. */
  error?: string;
  canSave: boolean;
  saving: boolean;
  onSave(): void;
  onClose(): void;
  children: ReactNode;
};

/** The create/edit modal of the system lists: a form whose submit (Enter, Guardar) saves. */
export function FormDialog({
  title,
  description,
  size = "md",
  error,
  canSave,
  saving,
  onSave,
  onClose,
  children,
}: Props) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave && !saving) onSave();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent size={size} {...(description ? {} : { "aria-describedby": undefined })}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={submit}
          noValidate
          onKeyDown={(event) => {
            // Ctrl/⌘+Enter saves from any field (Enter alone only submits from a text input).
            if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
            event.preventDefault();
            if (canSave && !saving) onSave();
          }}
        >
          {children}
          {error && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm text-destructive"
            >
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={saving}>
              {t("common.cancel")}
            </Button>
            <Button
              type="submit"
              disabled={!canSave || saving}
              aria-keyshortcuts="Control+Enter"
              title={t("system.form.saveHint")}
            >
              {saving ? t("system.actions.saving") : t("common.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
