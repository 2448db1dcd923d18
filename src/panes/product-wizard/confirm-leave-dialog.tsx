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

/** Spec 3 §2: leaving a dirty form asks first. What was typed stays as the step's local draft either way. */
export function ConfirmLeaveDialog({ onLeave, onStay }: { onLeave(): void; onStay(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onStay()}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{t("product-wizard.leave.title")}</DialogTitle>
          <DialogDescription>{t("product-wizard.leave.body")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" autoFocus onClick={onStay}>
            {t("product-wizard.leave.stay")}
          </Button>
          <Button variant="destructive" onClick={onLeave}>
            {t("product-wizard.leave.leave")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
