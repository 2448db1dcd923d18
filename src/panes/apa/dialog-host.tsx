import { useSnapshot } from "valtio";
import { BulkDialog } from "./bulk-dialog";
import { apaDialog, closeApaDialog } from "./dialogs";
import { PublishDialog } from "./publish-dialog";

/** The APA dialogs on any screen (a row, the palette or a pasted device id asks for them). */
export function ApaDialogHost() {
  const { current } = useSnapshot(apaDialog);
  if (!current) return null;
  const dialog = apaDialog.current;
  if (!dialog) return null;
  if (dialog.type === "bulk") return <BulkDialog initial={dialog.ids} onClose={closeApaDialog} />;
  return <PublishDialog key={JSON.stringify(current)} dialog={dialog} onClose={closeApaDialog} />;
}
