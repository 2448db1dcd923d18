import { closeDialog, useDialogRequest } from "../../../workspace/intents";
import type { ProductsRequest } from "../domain/bridge";
import { CloneRatesDialog } from "./clone-dialog";

/** The clone dialog a products command asks of the list pane (the palette's, a rate card's 'Clonar'). */
export function CloneHost({ paneId }: { paneId: string }) {
  const request = useDialogRequest<ProductsRequest>(paneId);
  if (request?.type !== "clone") return null;
  return <CloneRatesDialog initial={request.ids} onClose={() => closeDialog(paneId)} />;
}
