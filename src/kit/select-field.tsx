import type { ComponentProps } from "react";
import { Label } from "../ui/label";
import { NativeSelect } from "../ui/native-select";

type Option = { value: string | number; label: string };
type Props = Omit<ComponentProps<"select">, "id"> & {
  id: string;
  label: string;
  options: readonly Option[];
  /** Text of the empty first option ('Selecciona'); none when absent. */
  placeholder?: string;
  error?: string;
};

/** A labelled native select whose error is announced and tied to it, like session/field.tsx's inputs. */
export function SelectField({ id, label, options, placeholder, error, className, ...props }: Props) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={className ?? "h-9 w-full"}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
