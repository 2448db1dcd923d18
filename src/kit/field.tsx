import type { ComponentProps } from "react";
import { FieldFrame } from "../ui/field-frame";
import { Input } from "../ui/input";

type FieldProps = ComponentProps<typeof Input> & { id: string; label: string; error?: string };

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function Field({ id, label, error, ...props }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(aria) => <Input {...aria} {...props} />}
    </FieldFrame>
  );
}
