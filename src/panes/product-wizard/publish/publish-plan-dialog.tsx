import { useState } from "react";
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
import { CheckField } from "../../kit/check-field";

/** Spec 3 §2 step 3: publishing asks the operator to confirm check-in, images, matrix and e-mail. */
export const PUBLISH_CHECKS = ["checkin", "images", "matrix", "email"] as const;

type Props = { busy: boolean; failure?: string; onPublish(): void; onClose(): void };

export function PublishPlanDialog({ busy, failure, onPublish, onClose }: Props) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const all = PUBLISH_CHECKS.every((check) => checked.has(check));
  const toggle = (check: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(check);
    else next.delete(check);
    setChecked(next);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("product-wizard.publish.title")}</DialogTitle>
          <DialogDescription>{t("product-wizard.publish.body")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          {PUBLISH_CHECKS.map((check) => (
            <CheckField
              key={check}
              id={`pw-publish-${check}`}
              label={t(`product-wizard.publish.checks.${check}`)}
              checked={checked.has(check)}
              onChange={(on) => toggle(check, on)}
            />
          ))}
        </div>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t("product-wizard.actions.cancel")}
          </Button>
          <Button onClick={onPublish} disabled={!all || busy}>
            {busy ? t("product-wizard.actions.saving") : t("product-wizard.publish.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
