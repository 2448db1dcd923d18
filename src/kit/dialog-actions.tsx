import type { ReactNode } from "react";
import { Button } from "../ui/button";
import { DialogFooter } from "../ui/dialog";

const FAILURE_STYLE = {
  plain: "text-sm text-destructive",
  framed: "rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm text-destructive",
};

type Props = {
  /** Why the last attempt failed; nothing while it has not. */
  failure?: ReactNode;
  failureStyle?: keyof typeof FAILURE_STYLE;
  /** While the dialog works, its cancel button waits. */
  busy: boolean;
  cancelLabel: string;
  onCancel(): void;
  /** The dialog's own buttons, after Cancel. */
  children?: ReactNode;
};

/** A dialog's last lines: the failure of its last attempt, then Cancel (held while it works) and its own buttons. */
export function DialogActions({
  failure,
  failureStyle = "plain",
  busy,
  cancelLabel,
  onCancel,
  children,
}: Props) {
  return (
    <>
      {failure && (
        <p role="alert" className={FAILURE_STYLE[failureStyle]}>
          {failure}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        {children}
      </DialogFooter>
    </>
  );
}
