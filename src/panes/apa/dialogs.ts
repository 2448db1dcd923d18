import { proxy } from "valtio";
import type { ApaEnvironment, ApaType, HistoryEntry } from "../../contract/apa";

// The APA dialogs, asked for by a row, a toolbar or the palette from any screen; the module's global host
// (dialog-host.tsx) shows them.

export type ApaDialog =
  | {
      type: "publish";
      deviceId: string;
      name?: string;
      publishType?: ApaType;
      environment?: ApaEnvironment;
      partition?: string;
    }
  | { type: "republish"; entry: HistoryEntry }
  | { type: "bulk"; ids: string[] };

/** The bulk dialog's command scope: its buttons' commands (and their keys) act while it is open. */
export const BULK_DIALOG = "apa.bulk";

export const apaDialog = proxy<{ current: ApaDialog | null }>({ current: null });

export function openApaDialog(dialog: ApaDialog) {
  apaDialog.current = dialog;
}

export function closeApaDialog() {
  apaDialog.current = null;
}
