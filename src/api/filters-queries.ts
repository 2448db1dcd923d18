import { queryOptions } from "@tanstack/react-query";
import type { ItemType } from "../contract/filters";
import { session } from "../session/store";
import { getFilter, listContentTypes, listCriteria, listFilterCriteria } from "./filters";

/** Query keys: region and tenant included, since filters belong to one region and tenant. */
export const filterKeys = {
  all: () => ["filters", session.region, session.tenant] as const,
  list: () => [...filterKeys.all(), "list"] as const,
  filter: (id: number) => [...filterKeys.all(), "filter", id] as const,
  available: (id: number) => [...filterKeys.filter(id), "available"] as const,
  included: (id: number) => [...filterKeys.filter(id), "included"] as const,
  criteria: (id: number) => [...filterKeys.filter(id), "criteria"] as const,
  catalogue: (itemType: ItemType) => ["filters", "criteria", itemType] as const,
  contentTypes: () => ["filters", "contentTypes"] as const,
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
