import { createStore } from "../../lib/create-store";

/** Whether the "save workspace" dialog is showing (a command opens it; the dialog, a global, closes it). */
export const saveDialogShown = createStore(false);
