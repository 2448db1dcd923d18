import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../ui/cn";
import { FormCheck, FormSelect, FormText } from "./form-fields";

type Common = {
  id: string;
  /** The form's field. */
  name: string;
  /** Its label's i18n key, under the list's `labels` when it has them. */
  label: string;
  /** Shown under the field (an availability note, a hint). */
  note?: ReactNode;
  /** Spans both columns of a two-column form. */
  wide?: true;
};
type TextRow = Common & Omit<ComponentProps<typeof FormText>, keyof Common>;
type SelectRow = Common & Omit<ComponentProps<typeof FormSelect>, keyof Common | "placeholder">;
type CheckRow = Common & { check: true };

/** One field of a form's table: a select when it has options, a check when it says so, else a text input. */
export type FieldRow = TextRow | SelectRow | CheckRow;

type Props = {
  /** The i18n key prefix of the labels (`system.users`); absent, each row gives its whole key. */
  labels?: string;
  /** The text of every select's empty first option ('Selecciona'), an i18n key; none when absent. */
  placeholder?: string;
  fields: readonly FieldRow[];
};

/**
 * A form's fields as a table, bound by name to the surrounding <FormDialog>'s form: each row names its id,
 * field and label, and a select its options; what else a row gives goes to its input.
 */
export function FormFieldList({ labels, placeholder, fields }: Props) {
  const { t } = useTranslation();
  return fields.map(({ label: key, note, wide, ...row }) => {
    const label = t(labels === undefined ? key : `${labels}.${key}`);
    const field =
      "check" in row ? (
        <FormCheck key={row.id} id={row.id} name={row.name} label={label} />
      ) : "options" in row ? (
        <FormSelect
          key={row.id}
          {...row}
          label={label}
          placeholder={placeholder === undefined ? undefined : t(placeholder)}
        />
      ) : (
        <FormText key={row.id} {...row} label={label} />
      );
    if (note === undefined && !wide) return field;
    return (
      <div key={row.id} className={cn("grid gap-1", wide && "sm:col-span-2")}>
        {field}
        {note}
      </div>
    );
  });
}
