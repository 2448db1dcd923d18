import type { TFunction } from "i18next";
import type { ComponentProps } from "react";
import { Controller, type FieldError, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CheckField } from "./check-field";
import { Field } from "./field";
import { SelectField } from "./select-field";

// Fields bound to the surrounding <FormDialog>'s form by name. Schema messages are i18n keys; a server
// failure on a field (its `datafield`) is already text.

/** A field error as text: a schema message is an i18n key, a server one is already text. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === "server" ? error.message : t(error.message);
}

function useFieldError(name: string): string | undefined {
  const { t } = useTranslation();
  const { getFieldState, formState } = useFormContext();
  return fieldErrorText(t, getFieldState(name, formState).error);
}

type TextProps = Omit<ComponentProps<typeof Field>, "name" | "error"> & { name: string };

export function FormText({ name, ...props }: TextProps) {
  const { register } = useFormContext();
  return <Field {...props} {...register(name)} error={useFieldError(name)} />;
}

type SelectProps = Omit<ComponentProps<typeof SelectField>, "name" | "error"> & { name: string };

export function FormSelect({ name, ...props }: SelectProps) {
  const { register } = useFormContext();
  return <SelectField {...props} {...register(name)} error={useFieldError(name)} />;
}

type CheckProps = {
  id: string;
  name: string;
  label: string;
  disabled?: boolean;
  /** A reaction to the user's change, after the form has the new value. */
  onValue?(checked: boolean): void;
};

export function FormCheck({ name, onValue, ...props }: CheckProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <CheckField
          {...props}
          checked={field.value === true}
          onChange={(checked) => {
            field.onChange(checked);
            onValue?.(checked);
          }}
        />
      )}
    />
  );
}

/** A field's (or a group of fields') error from the schema or the server, for custom controls. */
export function FormError({ name, id }: { name: string; id?: string }) {
  const error = useFieldError(name);
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-xs text-destructive">
      {error}
    </p>
  );
}
