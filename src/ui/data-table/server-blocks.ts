import type { PageRequest, SortState } from "./types";

/** Rows fetched per request while scrolling a server table. */
export const BLOCK_SIZE = 100;

/**
 * Blocks covering rows first..last, clipped to count when it is known. Block 0 is always asked for:
 * it brings the count, and keeps an empty result observed so that invalidating the query refreshes it.
 */
export function blocksFor(
  first: number,
  last: number,
  count: number | null,
  blockSize = BLOCK_SIZE,
): number[] {
  if (count === null || count === 0) return [0];
  const end = Math.min(last, count - 1);
  if (end < first) return [];
  const blocks: number[] = [];
  for (let block = Math.floor(first / blockSize); block <= Math.floor(end / blockSize); block++)
    blocks.push(block);
  return blocks;
}

export function blockRequest(
  block: number,
  sort: SortState | undefined,
  search: string,
  blockSize = BLOCK_SIZE,
): PageRequest {
  return { from: block * blockSize, quantity: blockSize, sort, search };
}

/** Query key prefix shared by every block of one sort + search, so the whole set can be read or dropped. */
export function paramsKey(
  queryKey: readonly unknown[],
  sort: SortState | undefined,
  search: string,
): unknown[] {
  return [...queryKey, "rows", sort?.field ?? null, sort?.order ?? null, search];
}
