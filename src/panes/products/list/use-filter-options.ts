import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  listPaymentMethods,
  listProductRegions,
  listProductTypes,
  listUserTypes,
  productKeys,
} from "../../../api/products";
import type { MultiOption } from "../../../ui/inputs/multi-select-model";
import type { FilterOptions } from "./filters-bar";
import type { ListFilters } from "./list-filters";

const ids = (values: readonly string[]) => values.map(Number);

function unique(options: MultiOption[]): MultiOption[] {
  const seen = new Set<string>();
  return options.filter((option) => !seen.has(option.id) && seen.add(option.id));
}

/** The filters' options: types and regions at once, user types per region, payment methods per both. */
export function useFilterOptions(filters: ListFilters): FilterOptions {
  const { t } = useTranslation();
  const key = productKeys.reference.all();
  const types = useQuery({ queryKey: [...key, "types"], queryFn: ({ signal }) => listProductTypes(signal) });
  const regions = useQuery({
    queryKey: [...key, "regions"],
    queryFn: ({ signal }) => listProductRegions(signal),
  });
  const userTypes = useQuery({
    queryKey: [...key, "user-types", filters.regions],
    queryFn: ({ signal }) => listUserTypes({ regions: ids(filters.regions) }, signal),
    enabled: filters.regions.length > 0,
  });
  const payments = useQuery({
    queryKey: [...key, "payment-methods", filters.regions, filters.userTypes],
    queryFn: ({ signal }) =>
      listPaymentMethods({ regions: ids(filters.regions), user_types: ids(filters.userTypes) }, signal),
    enabled: filters.regions.length > 0 && filters.userTypes.length > 0,
  });
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
