import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { productKeys } from "../../../api/products/keys";
import { getMail } from "../../../api/products/rates";
import * as reference from "../../../api/products/reference";
import type { productReferenceCalls } from "../../../contract/products/reference";
import { checkCloneRates, fetchFamilies, fetchRate, filterContents, planFilters } from "./api";
import type { ListFilters } from "./list-filters";

// The product domain's reads as cached queries, one key each from productKeys: the reference lists the
// list's filters and the wizards offer (one set: the list, the wizard and the legacy wizard share their
// cache), an associated e-mail's status, and the list's families, rates, plan filters and clone checks.

export type FamilyOption = z.output<typeof productReferenceCalls.listFamilyOptions.result>[number];

/** One region (the wizard's choice) or several (the list's filter). */
type Regions = number | readonly number[];

const chosen = (ids: Regions) => (typeof ids === "number" ? ids > 0 : ids.length > 0);

const referenceQuery = <T>(
  name: string,
  query: object,
  fetch: (signal: AbortSignal) => Promise<T>,
  enabled = true,
) =>
  queryOptions({
    queryKey: productKeys.reference(name, query),
    queryFn: ({ signal }) => fetch(signal),
    staleTime: 5 * 60_000,
    enabled,
  });

export const regionsQuery = () => referenceQuery("regions", {}, reference.listProductRegions);
export const targetsQuery = () => referenceQuery("targets", {}, reference.listTargets);
export const productTypesQuery = () => referenceQuery("types", {}, reference.listProductTypes);
export const familyOptionsQuery = () => referenceQuery("familyOptions", {}, reference.listFamilyOptions);
/** The wizard's rules of a step, in the caller's tenant (§7 "Rules by step"). */
export const rulesQuery = (step: number) =>
  referenceQuery("rules", { step }, (signal) => reference.listRules(step, signal));

export function userTypesQuery(regions: Regions) {
  const query = typeof regions === "number" ? { region_id: regions } : { regions: [...regions] };
  return referenceQuery(
    "userTypes",
    query,
    (signal) => reference.listUserTypes(query, signal),
    chosen(regions),
  );
}

/** A region's user type's payment methods (the wizard), or those of several regions and user types (the list). */
export function paymentMethodsQuery(regions: Regions, userTypes: Regions) {
  const query =
    typeof regions === "number" && typeof userTypes === "number"
      ? { region_id: regions, user_id: userTypes }
      : { regions: [regions].flat(), user_types: [userTypes].flat() };
  return referenceQuery(
    "paymentMethods",
    query,
    (signal) => reference.listPaymentMethods(query, signal),
    chosen(regions) && chosen(userTypes),
  );
}

export function currenciesQuery(regionId: number, paymentId: number, userId: number) {
  const query = { region_id: regionId, payment_id: paymentId, user_id: userId };
  return referenceQuery(
    "currencies",
    query,
    (signal) => reference.listCurrencies(query, signal),
    regionId > 0 && paymentId > 0,
  );
}

export const catalogueQuery = (regionId: number) =>
  referenceQuery(
    "catalogue",
    { region_id: regionId },
    (signal) => reference.listCatalogueItems(regionId, signal),
    regionId > 0,
  );

/** The prices already known for a payment line (the update-payment dialog flags an equal one as existing). */
export const pricesQuery = (query: {
  region_id: number;
  payment_id: number;
  currency_id: number;
  product_id: number;
  user_type: number;
}) =>
  queryOptions({
    queryKey: productKeys.reference("prices", query),
    queryFn: ({ signal }) => reference.listPrices(query, signal),
    retry: false,
  });

/** An associated e-mail's status (spec 3 §4 "E-mail status"), looked up by its key in the rate's region. */
export const mailStatusQuery = (key: string, regionName: string) =>
  queryOptions({
    queryKey: productKeys.reference("mail", { key, regionName }),
    queryFn: ({ signal }) => getMail(key, regionName, signal),
    retry: false,
  });

/** One page of families (5) for the filters and search. */
export const familiesQuery = (filters: ListFilters, page: number) =>
  queryOptions({
    queryKey: productKeys.families.list({ filters, page }),
    queryFn: ({ signal }) => fetchFamilies(filters, page, signal),
    placeholderData: keepPreviousData,
  });

/** A rate in full (with its rule values), as the list shows it. */
export const rateViewQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.rates.detail(id),
    queryFn: ({ signal }) => fetchRate(id, signal),
  });

export const planFiltersQuery = (planId: number) =>
  queryOptions({
    queryKey: productKeys.plans.detail(planId),
    queryFn: ({ signal }) => planFilters(planId, signal),
  });

export const filterContentsQuery = (filterId: number, from: number, query: string) =>
  queryOptions({
    queryKey: productKeys.filters.list({ filterId, from, query }),
    queryFn: ({ signal }) => filterContents(filterId, from, query, signal),
    placeholderData: keepPreviousData,
  });

/** What the server says of the rate ids a clone would copy. */
export const cloneCheckQuery = (ids: number[]) =>
  queryOptions({
    queryKey: productKeys.rates.list({ cloneCheck: ids }),
    queryFn: () => checkCloneRates(ids),
    enabled: ids.length > 0,
  });
