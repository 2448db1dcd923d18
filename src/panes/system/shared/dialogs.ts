import type { GroupRow } from "../../../api/groups";
import type { ModuleRow } from "../../../api/modules";
import type { RoleRow } from "../../../api/roles";
import type { UserRow } from "../../../api/users";
import { createStore, useStore } from "../../../commands/create-store";

export type FormMode = "create" | "edit" | "duplicate";

/** The modal a pane shows: commands open it by pane id, the pane renders it. */
export type SystemDialog =
  | { type: "user"; mode: FormMode; row?: UserRow }
  | { type: "group"; mode: FormMode; row?: GroupRow }
  | { type: "role"; mode: FormMode; row?: RoleRow }
  | { type: "module"; mode: FormMode; row?: ModuleRow }
  | { type: "ownProfile" };

const dialogs = createStore<ReadonlyMap<string, SystemDialog>>(new Map());

export function openDialog(paneId: string, dialog: SystemDialog): void {
  dialogs.update((current) => new Map(current).set(paneId, dialog));
}

export function closeDialog(paneId: string): void {
  dialogs.update((current) => {
    const next = new Map(current);
    next.delete(paneId);
    return next;
  });
}

export function useDialog(paneId: string): SystemDialog | undefined {
  return useStore(dialogs, (current) => current.get(paneId));
}

export function currentDialog(paneId: string): SystemDialog | undefined {
  return dialogs.get().get(paneId);
}
