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
  const readOnly = dialog.readOnly === true;
  switch (dialog.type) {
    case "user":
      return (
        <UserDialog
          key={`${dialog.mode}-${readOnly}-${dialog.row?.user_id}`}
          paneId={paneId}
          mode={dialog.mode}
          readOnly={readOnly}
          row={dialog.row}
        />
      );
    case "group":
      return (
        <GroupDialog
          key={`${dialog.mode}-${readOnly}-${dialog.row?.group_id}`}
          mode={dialog.mode}
          readOnly={readOnly}
          row={dialog.row}
          onClose={onClose}
        />
      );
    case "role":
      return (
        <RoleDialog
          key={`${dialog.mode}-${readOnly}-${dialog.row?.profile_id}`}
          mode={dialog.mode}
          readOnly={readOnly}
          row={dialog.row}
          onClose={onClose}
        />
      );
    case "module":
      return (
        <ModuleDialog
          key={`${dialog.mode}-${readOnly}-${dialog.row?.module_id}`}
          mode={dialog.mode}
          readOnly={readOnly}
          row={dialog.row}
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}
