import type { ComponentProps } from "react";
import { FieldFrame } from "../ui/field-frame";
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

/** A labelled native select whose error is announced and tied to it, like kit/field.tsx's inputs. */
export function SelectField({ id, label, options, placeholder, error, className, ...props }: Props) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(aria) => (
        <NativeSelect {...aria} className={className ?? "h-9 w-full"} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FieldFrame>
  );
}
