import type { TFunction } from "i18next";
import type { ChangeEvent, ComponentProps, ReactNode } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field } from "../../../kit/field";
import { FormCheck, FormError, fieldErrorText } from "../../../kit/form-fields";
import { SelectField } from "../../../kit/select-field";

// Wizard fields bound by name to the step's form, with an optional reaction to a change (a plan type that
// resets its dependent fields, a channel that clears the payments). Errors are the shared rules' messages.

function useError(name: string) {
  const { t } = useTranslation();
  const { getFieldState, formState } = useFormContext();
  const error = getFieldState(name, formState).error;
  // Spec 3 §5: invalid characters are listed ('Caracteres Invalidos: ...'); the issue carries them.
  if (error?.type === "invalidChars") return t("product-rules.invalidCharsListed", { chars: error.message });
  return fieldErrorText(t, error);
}

type SelectProps = Omit<ComponentProps<typeof SelectField>, "name" | "error" | "onChange" | "value"> & {
  name: string;
  onValue?(value: string): void;
};

/**
 * Controlled, so a value restored before its options have loaded (a draft, a saved rate) shows once they
 * arrive: an uncontrolled select would fall back to its first option.
 */
export function WizardSelect({ name, onValue, ...props }: SelectProps) {
  const { control } = useFormContext();
  const error = useError(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <SelectField
          {...props}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ""}
          onBlur={field.onBlur}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            field.onChange(event.target.value);
            onValue?.(event.target.value);
          }}
          error={error}
        />
      )}
    />
  );
}

type TextProps = Omit<ComponentProps<typeof Field>, "name" | "error"> & { name: string };

export function WizardText({ name, ...props }: TextProps) {
  const { register } = useFormContext();
  return <Field autoComplete="off" {...props} {...register(name)} error={useError(name)} />;
}

/** A check with its error below it (the kit's FormCheck shows none). */
export function WizardCheck(props: ComponentProps<typeof FormCheck>) {
  return (
    <div className="grid gap-1">
      <FormCheck {...props} />
      <FormError name={props.name} />
    </div>
  );
}

/** The wizard's two-column group of fields. */
export function FieldGroup({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

/** A select's options from codes, each labelled by its text under `keyPrefix` (a plan type, a unit…). */
export const codeOptions = (t: TFunction, keyPrefix: string, codes: readonly string[]) =>
  codes.map((value) => ({ value, label: t(`${keyPrefix}.${value}`) }));
