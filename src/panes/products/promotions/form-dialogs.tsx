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

// The form's dialogs (spec 3 §4, §8): the draft saved ('Ver listado' / 'OK'), the publish question and the
// save or publish failure with the server's dump text.

export type FormDialog =
  | { type: "saved" }
  | { type: "confirmPublish" }
  | { type: "error"; text: string }
  | null;

type Props = {
  dialog: FormDialog;
  busy: boolean;
  onClose(): void;
  onList(): void;
  onPublish(): void;
};

export function FormDialogs({ dialog, busy, onClose, onList, onPublish }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={dialog !== null} onOpenChange={(open) => !open && onClose()}>
      {dialog?.type === "saved" && (
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>{t("products.promotions.dialogs.savedTitle")}</DialogTitle>
            <DialogDescription>{t("products.promotions.dialogs.saved")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={onList}>
              {t("products.promotions.dialogs.toList")}
            </Button>
            <Button onClick={onClose}>{t("products.promotions.dialogs.ok")}</Button>
          </DialogFooter>
        </DialogContent>
      )}
      {dialog?.type === "confirmPublish" && (
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>{t("products.promotions.dialogs.publishTitle")}</DialogTitle>
            <DialogDescription>{t("products.promotions.dialogs.publishQuestion")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t("products.promotions.dialogs.cancel")}
            </Button>
            <Button disabled={busy} onClick={onPublish}>
              {t("products.promotions.dialogs.publishConfirm")}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
      {dialog?.type === "error" && (
        <DialogContent size="sm" role="alertdialog">
          <DialogHeader>
            <DialogTitle>{t("products.promotions.dialogs.errorTitle")}</DialogTitle>
            <DialogDescription>{dialog.text}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={onClose}>{t("products.promotions.dialogs.close")}</Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
