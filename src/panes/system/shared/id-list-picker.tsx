import { X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../ui/button";
import { NativeSelect } from "../../../ui/native-select";
import { type AddOutcome, addUnique } from "./id-list";

export type PickOption = { id: number; label: string };

type Props = {
  id: string;
  label: string;
  options: readonly PickOption[];
  ids: readonly number[];
  onChange(ids: number[]): void;
  /** The adding rule (default: each id once). */
  add?: (ids: readonly number[], id: number) => AddOutcome;
  error?: string;
};

/**
 * Picks ids one at a time (select, then Agregar or Enter) into a list of removable chips; a duplicate is
 * refused with 'Duplicado: El registro ya ha sido agregado.' (spec 1 §5).
 */
export function IdListPicker({ id, label, options, ids, onChange, add = addUnique, error }: Props) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState("");
  const labelOf = (value: number) => options.find((option) => option.id === value)?.label ?? String(value);
  const addChoice = () => {
    const outcome = add(ids, choice === "" ? Number.NaN : Number(choice));
    if (outcome.ok) {
      onChange(outcome.ids);
      setChoice("");
    } else if (outcome.reason === "duplicate") toast.warning(t("system.errors.duplicated_entry"));
  };
  return (
    <fieldset className="grid content-start gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium leading-none">{label}</legend>
      <div className="flex gap-2">
        <NativeSelect
          id={id}
          aria-label={label}
          className="h-9 min-w-0 flex-1"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            addChoice();
          }}
        >
          <option value="">{t("common.select")}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="outline"
          onClick={addChoice}
          disabled={choice === ""}
          aria-label={t("system.actions.addTo", { list: label })}
        >
          {t("system.actions.add")}
        </Button>
      </div>
      <ul
        className="flex min-h-7 flex-wrap content-start items-start gap-1"
        aria-label={t("system.form.chosen", { list: label })}
      >
        {ids.length === 0 && <li className="text-xs text-muted-foreground">{t("common.none")}</li>}
        {ids.map((value) => (
          <li
            key={value}
            className="flex items-center gap-1 rounded-full border bg-muted px-2 py-0.5 text-xs"
          >
            {labelOf(value)}
            <button
              type="button"
              className="rounded-full hover:text-destructive focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t("system.actions.removeItem", { item: labelOf(value) })}
              onClick={() => onChange(ids.filter((item) => item !== value))}
            >
              <X className="size-3" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
