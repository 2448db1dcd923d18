import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { MultiOption } from "../../../ui/inputs/multi-select-model";
import type { ListFilters } from "../domain/list-filters";
import { paymentMethodsQuery, productTypesQuery, regionsQuery, userTypesQuery } from "../domain/queries";
import type { FilterOptions } from "./filters-bar";

const ids = (values: readonly string[]) => values.map(Number);

function unique(options: MultiOption[]): MultiOption[] {
  const seen = new Set<string>();
  return options.filter((option) => !seen.has(option.id) && seen.add(option.id));
}

/** The filters' options: types and regions at once, user types per region, payment methods per both. */
export function useFilterOptions(filters: ListFilters): FilterOptions {
  const { t } = useTranslation();
  const types = useQuery(productTypesQuery());
  const regions = useQuery(regionsQuery());
  const userTypes = useQuery(userTypesQuery(ids(filters.regions)));
  const payments = useQuery(paymentMethodsQuery(ids(filters.regions), ids(filters.userTypes)));
  return {
    types: (types.data ?? []).map((type) => ({
      id: type.id,
      label: t(`products.planTypes.${type.id}`, { defaultValue: type.name }),
    })),
    regions: (regions.data ?? []).map((region) => ({
      id: String(region.region_id),
      label: region.title || region.name,
    })),
    userTypes: unique((userTypes.data ?? []).map((type) => ({ id: String(type.user_id), label: type.name }))),
    payments: unique(
      (payments.data ?? []).map((method) => ({ id: String(method.payment_method_id), label: method.name })),
    ),
  };
}
