import { closeDialog, useDialogRequest } from "../../workspace/intents";
import { GroupDialog } from "./groups/group-dialog";
import { ModuleDialog } from "./modules/module-dialog";
import { RoleDialog } from "./roles/role-dialog";
import type { SystemDialog } from "./shared/dialogs";
import { UserDialog } from "./users/user-dialog";

/** The modal a command opened for this pane, if any. Keyed by row so a new target starts a fresh form. */
export function SystemDialogs({ paneId }: { paneId: string }) {
  const dialog = useDialogRequest<SystemDialog>(paneId);
  if (!dialog) return null;
  const onClose = () => closeDialog(paneId);
  switch (dialog.type) {
    case "user":
      return (
        <UserDialog
          key={`${dialog.mode}-${dialog.row?.user_id}`}
          paneId={paneId}
          mode={dialog.mode}
          row={dialog.row}
        />
      );
    case "group":
      return (
        <GroupDialog
          key={`${dialog.mode}-${dialog.row?.group_id}`}
          mode={dialog.mode}
          row={dialog.row}
          onClose={onClose}
        />
      );
    case "role":
      return (
        <RoleDialog
          key={`${dialog.mode}-${dialog.row?.profile_id}`}
          mode={dialog.mode}
          row={dialog.row}
          onClose={onClose}
        />
      );
    case "module":
      return (
        <ModuleDialog
          key={`${dialog.mode}-${dialog.row?.module_id}`}
          mode={dialog.mode}
          row={dialog.row}
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}
