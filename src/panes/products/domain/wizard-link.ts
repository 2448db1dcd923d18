// The product wizard's address (spec 3 §2, built by the product-wizard module): /products/product-wizard/:step
// with the query id, rate_id, region_id, user_id, origin. Reached by route, never by importing its files.

export function wizardHref(step: number, query: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const text = search.toString();
  return `/products/product-wizard/${step}${text ? `?${text}` : ""}`;
}

/** A rate's step of the wizard (its plan, rate and region); with a user type, that type's payments. */
export function rateStepHref(
  step: number,
  rate: { id: number; planId: number; regionId: number },
  userTypeId?: number,
): string {
  const query = { id: rate.planId, rate_id: rate.id, region_id: rate.regionId };
  return wizardHref(step, userTypeId === undefined ? query : { ...query, user_id: userTypeId });
}
