// The list's filters (spec 3 §2): plan type, region, then user type (once a region is chosen), then payment
// method (once region and user type are), and the free text.

export type ListFilters = {
  types: string[];
  regions: string[];
  userTypes: string[];
  payments: string[];
  query: string;
};

export const NO_FILTERS: ListFilters = { types: [], regions: [], userTypes: [], payments: [], query: "" };

/** Changing a filter clears those that depend on it. */
export function setFilter(
  current: ListFilters,
  key: keyof Omit<ListFilters, "query">,
  values: string[],
): ListFilters {
  const next = { ...current, [key]: values };
  if (key === "regions") return { ...next, userTypes: [], payments: [] };
  if (key === "userTypes") return { ...next, payments: [] };
  return next;
}
