import { closeDialog, useDialogRequest } from "../../workspace/intents";
import type { FilterRequest } from "./bridge";
import { CloneDialog } from "./clone/clone-dialog";
import { CreateFilterDialog } from "./create-dialog";
import { PublishDialog } from "./editor/publish-dialog";

/** The dialog a command opened on the list pane, if any. */
export function ListDialogs({ paneId }: { paneId: string }) {
  const request = useDialogRequest<FilterRequest>(paneId);
  const close = () => closeDialog(paneId);
  if (request?.type === "create") return <CreateFilterDialog onClose={close} />;
  if (request?.type === "clone") return <CloneDialog onClose={close} />;
  if (request?.type === "publishRow") {
    const { filter } = request;
    const fields = { name: filter.name ?? "", description: filter.description };
    return <PublishDialog filter={filter} fields={fields} onClose={close} />;
  }
  return null;
}
