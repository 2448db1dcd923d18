import type { TFunction } from "i18next";
import { type ChangeEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorField, errorText } from "./errors";

/** A failed save: the form-level text, and the field the server named with its reason. */
export type SaveFailure = { message: string; field?: string; reason: string };

type Options<Form> = {
  /** The error a field's edit clears when it is not the field's own (several fields share one). */
  errorKeyOf?(field: keyof Form): string;
  /** How a failed save reads (default: the server's reason, on the form and on the field it names). */
  failure?(t: TFunction, error: unknown): SaveFailure;
};

const serverFailure = (t: TFunction, error: unknown): SaveFailure => {
  const reason = errorText(t, error);
  return { message: reason, field: errorField(error), reason };
};

/** Spec 1 §8: 'Error cargando datos.' then the server's reason. */
export function loadingFailure(t: TFunction, error: unknown): SaveFailure {
  const failure = serverFailure(t, error);
  return { ...failure, message: `${t("common.errorLoading")} ${failure.reason}` };
}

/** The state of a create/edit modal: its values, field errors, form error and the save in progress. */
export function useFormState<Form>(initial: () => Form, options: Options<Form> = {}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof Form>(field: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    const key = options.errorKeyOf?.(field) ?? String(field);
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  // On success the modal closes (or the session ends), so `saving` stays on until then.
  const submit = async (save: () => Promise<void>) => {
    setSaving(true);
    setFormError(undefined);
    try {
      await save();
    } catch (error) {
      const { message, field, reason } = (options.failure ?? serverFailure)(t, error);
      setFormError(message);
      if (field) {
        // Spec 1 §5: the datafield the server names is cleared in the form, and shows the reason. Only a text
        // value is cleared: a table of rows or a switch keeps what the operator built.
        setForm((current) => {
          const values = current as Record<string, unknown>;
          return typeof values[field] === "string" ? ({ ...values, [field]: "" } as Form) : current;
        });
        setErrors((current) => ({ ...current, [field]: reason }));
      }
      setSaving(false);
    }
  };

  return { form, set, errors, formError, saving, submit };
}

type KeysOf<Form, Value> = { [K in keyof Form]: Form[K] extends Value ? K : never }[keyof Form];

/** What a form's fields read and write: the values, the errors shown and the setter. */
export type FormBinding<Form> = {
  form: Form;
  errors: Record<string, string | undefined>;
  set<K extends keyof Form>(field: K, value: Form[K]): void;
};

/** The value, error and change handler of a text input or select bound to a string field. */
export function textProps<Form>({ form, errors, set }: FormBinding<Form>, field: KeysOf<Form, string>) {
  return {
    value: form[field] as string,
    error: errors[field as string],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      set(field, event.target.value as Form[typeof field]),
  };
}

/** The state and change handler of a checkbox bound to a boolean field. */
export function checkProps<Form>({ form, set }: FormBinding<Form>, field: KeysOf<Form, boolean>) {
  return {
    checked: form[field] as boolean,
    onChange: (checked: boolean) => set(field, checked as Form[typeof field]),
  };
}
