import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ListFilters } from "../domain/list-filters";
import { productFailure } from "../domain/messages";
import type { FamilyView } from "../domain/model";
import { familiesQuery } from "../domain/queries";

export { useFilterOptions } from "./use-filter-options";

const NONE: FamilyView[] = [];

/** One page of families (5) for the filters and search; the totals of plans and rates they match. */
export function useProductList(filters: ListFilters, page: number) {
  const { t } = useTranslation();
  const query = useQuery(familiesQuery(filters, page));
  return {
    families: query.data?.families ?? NONE,
    total: query.data?.total ?? 0,
    totals: query.data?.totals ?? { plans: 0, rates: 0 },
    loading: query.isPending,
    /** The previous page's families, shown while this page loads. */
    placeholder: query.isPlaceholderData,
    error: query.isError ? productFailure(t, "products.messages.listError", query.error).title : undefined,
  };
}
