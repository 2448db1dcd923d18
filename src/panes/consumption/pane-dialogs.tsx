import type { FoundUser, Subscription } from "../../api/consumption";
import { CancelDialog, DeleteDialog, EmailDialog, TerminateDialog } from "./action-dialogs";
import { clearRequest, usePaneRequest } from "./bridge";
import { DetailDialog } from "./detail-dialog";

type Props = {
  paneId: string;
  user: FoundUser | undefined;
  rows: readonly Subscription[] | undefined;
  onEmailChanged(email: string): void;
  onDeleted(): void;
};

/** The dialog a command asked this pane for, if any. */
export function PaneDialogs({ paneId, user, rows, onEmailChanged, onDeleted }: Props) {
  const request = usePaneRequest(paneId);
  const close = () => clearRequest(paneId);
  if (!request) return null;
  if (request.type === "detail") return <DetailDialog row={request.row} onClose={close} />;
  if (!user) return null;
  switch (request.type) {
    case "cancel":
      return (
        <CancelDialog
          key={request.rows.map((row) => row.subscription_id).join()}
          user={user}
          rows={request.rows}
          onClose={close}
        />
      );
    case "terminate":
      return rows ? <TerminateDialog user={user} rows={rows} onClose={close} /> : null;
    case "delete":
      return rows ? <DeleteDialog user={user} rows={rows} onClose={close} onDeleted={onDeleted} /> : null;
    case "editEmail":
      return <EmailDialog user={user} onClose={close} onChanged={onEmailChanged} />;
    default:
      return null;
  }
}
