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

/** Up to 10 page links around the current page (the generic paginator, spec 3 §2). */
export function pageWindow(current: number, pages: number, size = 10): number[] {
  const start = Math.max(0, Math.min(current - Math.floor(size / 2), pages - size));
  return Array.from({ length: Math.min(size, pages) }, (_, index) => start + index);
}
