import type { ReactNode } from "react";
import { Label } from "./label";

/** What the framed control spreads: its id, and its error state tied to the message under it. */
export type FieldAria = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type Props = { id: string; label: string; error?: string; children(aria: FieldAria): ReactNode };

/** A labelled control whose error is announced and tied to it (aria-describedby): every form field's frame. */
export function FieldFrame({ id, label, error, children }: Props) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
