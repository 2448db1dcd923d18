import { closeDialog, useDialogRequest } from "../../workspace/intents";
import type { MailDialog as Request } from "./dialogs";
import { MailDialog } from "./mail-dialog";
import { PreviewDialog } from "./preview-dialog";
import { SendDialog } from "./send-dialog";

/** The modal a command opened for this pane; keyed by template so a new target starts afresh. */
export function MailDialogs({ paneId }: { paneId: string }) {
  const dialog = useDialogRequest<Request>(paneId);
  if (!dialog) return null;
  const onClose = () => closeDialog(paneId);
  switch (dialog.type) {
    case "create":
      return <MailDialog key="create" onClose={onClose} />;
    case "edit":
    case "preview": {
      const Dialog = dialog.type === "edit" ? MailDialog : PreviewDialog;
      return (
        <Dialog
          key={`${dialog.type}-${dialog.key.id_mail}-${dialog.key.region}`}
          mailKey={dialog.key}
          onClose={onClose}
        />
      );
    }
    case "send":
      return (
        <SendDialog
          key={`send-${dialog.key.id_mail}`}
          mailKey={dialog.key}
          mailTo={dialog.mailTo}
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}
