import { closeDialog, useDialogRequest } from "../../workspace/intents";
import type { SignalDialog as Request } from "./dialogs";
import { SignalDialog } from "./signal-dialog";

export function SignalDialogs({ paneId }: { paneId: string }) {
  const dialog = useDialogRequest<Request>(paneId);
  if (!dialog) return null;
  const onClose = () => closeDialog(paneId);
  return dialog.type === "edit" ? (
    <SignalDialog key={`edit-${dialog.row._id}`} row={dialog.row} onClose={onClose} />
  ) : (
    <SignalDialog key="create" onClose={onClose} />
  );
}
