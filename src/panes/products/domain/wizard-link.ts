// The product wizard's address (spec 3 §2, built by the product-wizard module): /products/product-wizard/:step
// with the query id, rate_id, region_id, user_id, origin. Reached by route, never by importing its files.

export function wizardHref(step: number, query: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const text = search.toString();
  return `/products/product-wizard/${step}${text ? `?${text}` : ""}`;
}
