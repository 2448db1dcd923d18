import { useTranslation } from "react-i18next";
import { MultiSelect } from "../../../ui/inputs/multi-select";
import type { MultiOption } from "../../../ui/inputs/multi-select-model";
import { type ListFilters, setFilter } from "../domain/list-filters";

export type FilterOptions = {
  types: MultiOption[];
  regions: MultiOption[];
  userTypes: MultiOption[];
  payments: MultiOption[];
};

type Props = { filters: ListFilters; options: FilterOptions; onChange(next: ListFilters): void };

type Key = keyof FilterOptions;

/** A filter off until others are chosen; meanwhile its placeholder (`hint`) asks for the last of them. */
type Wait = { on: readonly [...Key[], Key]; hint: string };

/** The bar's filters in order, each with its label's key. */
const FILTERS: readonly { key: Key; label: string; waits?: Wait }[] = [
  { key: "types", label: "type" },
  { key: "regions", label: "region" },
  { key: "userTypes", label: "userType", waits: { on: ["regions"], hint: "chooseRegion" } },
  { key: "payments", label: "payment", waits: { on: ["regions", "userTypes"], hint: "chooseUserType" } },
];

const chosen = (filters: ListFilters, key: Key) => filters[key].length > 0;

/** Plan type and region first; user type once a region is chosen; payment method once both are. */
export function FiltersBar({ filters, options, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="sr-only">{t("products.filters.label")}</legend>
      {FILTERS.map(({ key, label, waits }) => (
        <MultiSelect
          key={key}
          label={t(`products.filters.${label}`)}
          options={options[key]}
          selected={filters[key]}
          onChange={(values: string[]) => onChange(setFilter(filters, key, values))}
          disabled={waits && !waits.on.every((on) => chosen(filters, on))}
          placeholder={
            waits && !chosen(filters, waits.on[waits.on.length - 1])
              ? t(`products.filters.${waits.hint}`)
              : t("products.filters.all")
          }
        />
      ))}
    </fieldset>
  );
}
