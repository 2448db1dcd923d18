import type { ComponentProps } from "react";
import { Input } from "../ui/input";
import { Label } from "../ui/label";

type FieldProps = ComponentProps<typeof Input> & { id: string; label: string; error?: string };

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function Field({ id, label, error, ...props }: FieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
