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

/** Plan type and region first; user type once a region is chosen; payment method once both are. */
export function FiltersBar({ filters, options, onChange }: Props) {
  const { t } = useTranslation();
  const set = (key: keyof FilterOptions) => (values: string[]) => onChange(setFilter(filters, key, values));
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="sr-only">{t("products.filters.label")}</legend>
      <MultiSelect
        label={t("products.filters.type")}
        options={options.types}
        selected={filters.types}
        onChange={set("types")}
        placeholder={t("products.filters.all")}
      />
      <MultiSelect
        label={t("products.filters.region")}
        options={options.regions}
        selected={filters.regions}
        onChange={set("regions")}
        placeholder={t("products.filters.all")}
      />
      <MultiSelect
        label={t("products.filters.userType")}
        options={options.userTypes}
        selected={filters.userTypes}
        onChange={set("userTypes")}
        disabled={filters.regions.length === 0}
        placeholder={
          filters.regions.length === 0 ? t("products.filters.chooseRegion") : t("products.filters.all")
        }
      />
      <MultiSelect
        label={t("products.filters.payment")}
        options={options.payments}
        selected={filters.payments}
        onChange={set("payments")}
        disabled={filters.regions.length === 0 || filters.userTypes.length === 0}
        placeholder={
          filters.userTypes.length === 0 ? t("products.filters.chooseUserType") : t("products.filters.all")
        }
      />
    </fieldset>
  );
}
