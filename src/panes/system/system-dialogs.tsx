import type { ComponentType } from "react";
import { closeDialog, useDialogRequest } from "../../workspace/intents";
import { GroupDialog } from "./groups/group-dialog";
import { ModuleDialog } from "./modules/module-dialog";
import { RoleDialog } from "./roles/role-dialog";
import type { FormMode, SystemDialog } from "./shared/dialogs";
import { UserDialog } from "./users/user-dialog";

type FormProps<Row> = { mode: FormMode; readOnly?: boolean; row?: Row; onClose(): void };

/** The modal a command opened for this pane, if any. Keyed by row so a new target starts a fresh form. */
export function SystemDialogs({ paneId }: { paneId: string }) {
  const dialog = useDialogRequest<SystemDialog>(paneId);
  if (!dialog) return null;
  const onClose = () => closeDialog(paneId);
  const readOnly = dialog.readOnly === true;
  const { mode } = dialog;
  /** A list's form on its row (none: creating), keyed by the row's id. */
  const form = <Row,>(Form: ComponentType<FormProps<Row>>, row: Row | undefined, id: number | undefined) => (
    <Form key={`${mode}-${readOnly}-${id}`} mode={mode} readOnly={readOnly} row={row} onClose={onClose} />
  );
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
      return form(GroupDialog, dialog.row, dialog.row?.group_id);
    case "role":
      return form(RoleDialog, dialog.row, dialog.row?.profile_id);
    case "module":
      return form(ModuleDialog, dialog.row, dialog.row?.module_id);
    default:
      return null;
  }
}
