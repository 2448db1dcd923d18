import { queryOptions } from "@tanstack/react-query";
import type { ItemType } from "../contract/filters";
import {
  type CriterionValuesRequest,
  getFilter,
  listContentTypes,
  listCriteria,
  listFilterCriteria,
} from "./filters";
import { moduleKey, resourceKeys } from "./query-keys";

// Query keys of the filters module: filters (list pages, one filter and what hangs off it: its available and
// included contents, its criteria), the criteria catalogue of a content type, and the content types.
const keys = resourceKeys("filters", ["filters", "criteria", "contentTypes", "criterionValues"]);

export const filterKeys = {
  /** Every filters query, in every region and tenant: what a change invalidates. */
  all: () => moduleKey("filters"),
  lists: () => keys.filters.lists(),
  filter: (id: number) => keys.filters.detail(id),
  available: (id: number) => [...keys.filters.detail(id), "available"] as const,
  included: (id: number) => [...keys.filters.detail(id), "included"] as const,
  criteria: (id: number) => [...keys.filters.detail(id), "criteria"] as const,
  catalogue: (itemType: ItemType) => keys.criteria.detail(itemType),
  contentTypes: () => keys.contentTypes.all(),
  /** A page of a criterion's values: every variable of the call is in the key. */
  criterionValues: (request: CriterionValuesRequest) => keys.criterionValues.list(request),
};

export const filterQuery = (id: number) =>
  queryOptions({
    queryKey: filterKeys.filter(id),
    queryFn: ({ signal }) => getFilter(id, signal),
    retry: false,
  });

export const contentTypesQuery = () =>
  queryOptions({
    queryKey: filterKeys.contentTypes(),
    queryFn: ({ signal }) => listContentTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const criteriaCatalogueQuery = (itemType: ItemType) =>
  queryOptions({
    queryKey: filterKeys.catalogue(itemType),
    queryFn: ({ signal }) => listCriteria(itemType, signal),
    staleTime: 5 * 60_000,
  });

export const filterCriteriaQuery = (id: number) =>
  queryOptions({
    queryKey: filterKeys.criteria(id),
    queryFn: ({ signal }) => listFilterCriteria(id, signal),
  });
