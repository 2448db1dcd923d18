import { PROMOTION_SEARCH_MIN } from "../../../contract/products/promotions";

/**
 * Spec 3 §5: the list searches only when the query has at least 3 characters or differs from the previous
 * one. Shorter text means no search term (the unfiltered list, as in the product list); the same query twice
 * runs nothing. Returns the query to apply, or null when nothing should run.
 */
export function nextQuery(text: string, previous: string): string | null {
  const trimmed = text.trim();
  const wanted = trimmed.length >= PROMOTION_SEARCH_MIN ? trimmed : "";
  return wanted === previous ? null : wanted;
}
