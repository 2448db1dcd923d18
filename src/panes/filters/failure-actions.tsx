import type { ComponentProps } from "react";
import { DialogActions } from "../../kit/dialog-actions";
import type { failure } from "./messages";

type Props = Omit<ComponentProps<typeof DialogActions>, "failure" | "failureStyle"> & {
  error: ReturnType<typeof failure> | null;
};

/** A filters dialog's last lines (spec 2 §8): its failure framed, the action's text and the server's detail. */
export function FailureActions({ error, ...actions }: Props) {
  return (
    <DialogActions
      {...actions}
      failureStyle="framed"
      failure={
        error && (
          <>
            {error.title} {error.description}
          </>
        )
      }
    />
  );
}
