import { closeDialog, useDialogRequest } from "../../workspace/intents";
import { DetailDialog } from "./detail-dialog";
import type { ConsumptionDialog } from "./shown";

/** The dialog a command asked this pane for, if any (the changes confirm through their commands). */
export function PaneDialogs({ paneId }: { paneId: string }) {
  const request = useDialogRequest<ConsumptionDialog>(paneId);
  if (request?.type !== "detail") return null;
  return <DetailDialog row={request.row} onClose={() => closeDialog(paneId)} />;
}
