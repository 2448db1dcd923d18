import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { DialogFrame } from "../../../kit/dialog-frame";
import { Button } from "../../../ui/button";
import { useFocusReturn } from "../../../ui/focus-return";

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
  if (dialog?.type === "saved") return <SavedDialog onClose={onClose} onList={onList} />;
  if (dialog?.type === "confirmPublish")
    return (
      <DialogFrame
        size="sm"
        title={t("products.promotions.dialogs.publishTitle")}
        description={t("products.promotions.dialogs.publishQuestion")}
        onClose={onClose}
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              {t("products.promotions.dialogs.cancel")}
            </Button>
            <Button disabled={busy} onClick={onPublish}>
              {t("products.promotions.dialogs.publishConfirm")}
            </Button>
          </>
        }
      />
    );
  if (dialog?.type === "error")
    return (
      <DialogFrame
        size="sm"
        role="alertdialog"
        title={t("products.promotions.dialogs.errorTitle")}
        description={dialog.text}
        onClose={onClose}
        footer={<Button onClick={onClose}>{t("products.promotions.dialogs.close")}</Button>}
      />
    );
  return null;
}

/**
 * The draft is saved and the user is still working on it: Enter ('OK') stays in the form, back on the field
 * it was saved from; leaving for the list is the deliberate choice (issue #31 item 5d).
 */
function SavedDialog({ onClose, onList }: Pick<Props, "onClose" | "onList">) {
  const { t } = useTranslation();
  const stay = useRef<HTMLButtonElement>(null);
  const returnFocus = useFocusReturn();
  return (
    <DialogFrame
      size="sm"
      title={t("products.promotions.dialogs.savedTitle")}
      description={t("products.promotions.dialogs.saved")}
      onClose={onClose}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        stay.current?.focus();
      }}
      onCloseAutoFocus={returnFocus}
      footer={
        <>
          <Button variant="outline" onClick={onList}>
            {t("products.promotions.dialogs.toList")}
          </Button>
          <Button ref={stay} onClick={onClose}>
            {t("products.promotions.dialogs.ok")}
          </Button>
        </>
      }
    />
  );
}
