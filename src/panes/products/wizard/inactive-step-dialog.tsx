import { useTranslation } from "react-i18next";
import { DialogFrame } from "../../../kit/dialog-frame";
import { Button } from "../../../ui/button";
import { DialogFooter } from "../../../ui/dialog";

type Props = {
  /** The first unsaved step, where the operator may go instead. */
  firstUnsaved: number;
  /** The server's reason, when it was the server that refused the save. */
  reason?: string;
  onGo(): void;
  onClose(): void;
};

/** Spec 3 §4 "Wizard order": a step is saved only after the one before it; otherwise this modal shows. */
export function InactiveStepDialog({ firstUnsaved, reason, onGo, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      title={t("products.wizard.inactiveStep.title")}
      description={reason ?? t("products.wizard.inactiveStep.body", { step: firstUnsaved })}
      onClose={onClose}
      size="sm"
    >
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t("products.wizard.actions.close")}
        </Button>
        <Button autoFocus onClick={onGo}>
          {t("products.wizard.inactiveStep.go", { step: firstUnsaved })}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
