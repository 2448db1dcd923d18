import { useQuery } from "@tanstack/react-query";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../../kit/form-fields";
import { MultiSelect } from "../../../../ui/inputs/multi-select";
import { catalogueQuery } from "../../domain/queries";
import type { RateFormValues } from "./rate-form";

/** The rate's product catalogue identifiers, from its region's catalogue (spec 3 §2 step 4, §5). */
export function CatalogueField({ regionId }: { regionId: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<RateFormValues>();
  const catalogue = useQuery(catalogueQuery(regionId));
  const options = (catalogue.data ?? []).map((item) => ({
    id: item.product_id,
    label: `${item.product_id} · ${item.description}`,
  }));
  return (
    <div className="grid gap-1">
      <Controller
        name="catalogue_ids"
        control={control}
        render={({ field }) => (
          <MultiSelect
            label={t("products.wizard.rate.catalogue")}
            options={options}
            selected={field.value}
            onChange={field.onChange}
            disabled={regionId === 0}
            placeholder={t("products.wizard.select")}
          />
        )}
      />
      <FormError name="catalogue_ids" />
    </div>
  );
}
