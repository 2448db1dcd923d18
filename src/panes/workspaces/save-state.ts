import type { SavedWorkspace } from "../../api/workspaces";
import { createStore } from "../../lib/create-store";

/** Whether the "save workspace" dialog is showing (a command opens it; the dialog, a global, closes it). */
export const saveDialogShown = createStore(false);

/** The saved workspace the rename dialog is showing for, or null (the rename command sets it). */
export const renamedWorkspace = createStore<SavedWorkspace | null>(null);
