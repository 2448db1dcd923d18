/**
 * Browsers cap an element's height (Chrome ~33.5M px, Firefox ~17.9M px), so a plain spacer of
 * count × rowHeight stops near row 1,000,000 at 32 px. The spacer is capped instead and the real
 * scrollTop maps linearly onto a virtual offset over the full list: both ends stay exact.
 */
export const MAX_SPACER_PX = 8_000_000;

export type ScrollScale = {
  /** Height of the real scrollable spacer. */
  spacerHeight: number;
  /** Virtual pixels per real pixel (1 when the list fits). */
  ratio: number;
  /** Full virtual height: count × rowHeight. */
  virtualHeight: number;
  viewportHeight: number;
  rowHeight: number;
  count: number;
};

export function createScale(
  count: number,
  rowHeight: number,
  viewportHeight: number,
  maxSpacer = MAX_SPACER_PX,
): ScrollScale {
  const virtualHeight = count * rowHeight;
  const spacerHeight = Math.min(virtualHeight, maxSpacer);
  const maxReal = spacerHeight - viewportHeight;
  const maxVirtual = virtualHeight - viewportHeight;
  const ratio = virtualHeight > maxSpacer && maxReal > 0 ? maxVirtual / maxReal : 1;
  return { spacerHeight, ratio, virtualHeight, viewportHeight, rowHeight, count };
}

function maxVirtualOffset(scale: ScrollScale): number {
  return Math.max(0, scale.virtualHeight - scale.viewportHeight);
}

export function toVirtual(scale: ScrollScale, scrollTop: number): number {
  return Math.min(maxVirtualOffset(scale), Math.max(0, scrollTop * scale.ratio));
}

export function toReal(scale: ScrollScale, virtualOffset: number): number {
  const clamped = Math.min(maxVirtualOffset(scale), Math.max(0, virtualOffset));
  return clamped / scale.ratio;
}

export type RowWindow = {
  /** First and last rendered index (inclusive, overscan included); last < first when empty. */
  first: number;
  last: number;
  /** Where the first rendered row sits relative to the top of the viewport (≤ 0). */
  translate: number;
};

export function rowWindow(scale: ScrollScale, virtualOffset: number, overscan: number): RowWindow {
  const { count, rowHeight, viewportHeight } = scale;
  if (count === 0 || rowHeight <= 0) return { first: 0, last: -1, translate: 0 };
  const top = Math.floor(virtualOffset / rowHeight);
  const bottom = Math.floor((virtualOffset + Math.max(viewportHeight, rowHeight) - 1) / rowHeight);
  const first = Math.max(0, top - overscan);
  const last = Math.min(count - 1, bottom + overscan);
  return { first, last, translate: first * rowHeight - virtualOffset };
}

/** Virtual offset that brings `index` fully into view, or the current one when it already is. */
export function offsetToReveal(scale: ScrollScale, currentOffset: number, index: number): number {
  const { rowHeight, viewportHeight } = scale;
  const start = index * rowHeight;
  const end = start + rowHeight;
  if (start < currentOffset) return start;
  if (end > currentOffset + viewportHeight)
    return Math.min(maxVirtualOffset(scale), Math.max(0, end - viewportHeight));
  return currentOffset;
}

/** Index of the first row that is at least partly visible at a virtual offset. */
export function indexAtOffset(scale: ScrollScale, virtualOffset: number): number {
  if (scale.count === 0) return 0;
  return Math.min(scale.count - 1, Math.max(0, Math.floor(virtualOffset / scale.rowHeight)));
}

/** Rows that fit in the viewport (at least one): the PageUp/PageDown step. */
export function pageSize(scale: ScrollScale): number {
  return Math.max(1, Math.floor(scale.viewportHeight / scale.rowHeight));
}
