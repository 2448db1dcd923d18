import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckField } from "../../../kit/check-field";
import { DialogActions } from "../../../kit/dialog-actions";
import { DialogFrame } from "../../../kit/dialog-frame";
import { Button } from "../../../ui/button";

/**
 * Spec 3 §2: publishing a plan asks the operator to confirm check-in, images, matrix and e-mail; "Publicar"
 * stays disabled until all four are ticked. One dialog for the wizard's step 3 and the product list.
 */
export const PUBLISH_CHECKS = ["checkin", "images", "matrix", "email"] as const;

type Props = {
  busy: boolean;
  /** The server's refusal, translated: shown in the dialog, which stays open with the ticks kept. */
  failure?: string;
  /** The plan being published, when the dialog is not already on its screen. */
  subject?: string;
  onPublish(): void;
  onClose(): void;
};

export function PublishPlanDialog({ busy, failure, subject, onPublish, onClose }: Props) {
  const { t } = useTranslation();
  const prefix = useId();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const all = PUBLISH_CHECKS.every((check) => checked.has(check));
  const toggle = (check: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(check);
    else next.delete(check);
    setChecked(next);
  };
  return (
    <DialogFrame
      title={t("products.publishPlan.title")}
      description={t("products.publishPlan.body")}
      busy={busy}
      onClose={onClose}
    >
      {subject && <p className="text-sm font-medium">{subject}</p>}
      <fieldset className="grid gap-2">
        <legend className="sr-only">{t("products.publishPlan.checksLabel")}</legend>
        {PUBLISH_CHECKS.map((check) => (
          <CheckField
            key={check}
            id={`${prefix}-${check}`}
            label={t(`products.publishPlan.checks.${check}`)}
            checked={checked.has(check)}
            onChange={(on) => toggle(check, on)}
          />
        ))}
      </fieldset>
      <DialogActions
        failure={failure}
        busy={busy}
        cancelLabel={t("products.publishPlan.cancel")}
        onCancel={onClose}
      >
        <Button onClick={onPublish} disabled={!all || busy}>
          {busy ? t("products.publishPlan.publishing") : t("products.publishPlan.confirm")}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
