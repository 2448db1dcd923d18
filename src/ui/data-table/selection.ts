import type { RowKey } from "./types";

/** Inclusive positions [from, to] in the current view (sort + search). */
export type IndexRange = readonly [from: number, to: number];
/** A row the user flipped one by one, with its position in the view at the time. */
export type Toggled<Row> = { index: number; row: Row };

/**
 * Which rows are selected, kept as ranges rather than rows: a base (every row when `all`, else the rows
 * inside `ranges`) with the `toggled` rows flipped against it. A range covers rows that were never loaded
 * (a Shift+click 10,000 rows down), so it stays whole whatever blocks a server table holds; exports and bulk
 * commands resolve it by reading those rows (see selection-reader.ts).
 */
export type Selection<Row> = {
  all: boolean;
  /** Sorted, disjoint, non-adjacent; always empty when `all`. */
  ranges: readonly IndexRange[];
  toggled: ReadonlyMap<RowKey, Toggled<Row>>;
};

const NO_TOGGLES: ReadonlyMap<RowKey, never> = new Map<RowKey, never>();

export function emptySelection<Row>(): Selection<Row> {
  return { all: false, ranges: [], toggled: NO_TOGGLES };
}

export function allSelection<Row>(): Selection<Row> {
  return { all: true, ranges: [], toggled: NO_TOGGLES };
}

/** Sorts and joins overlapping or touching ranges. */
export function mergeRanges(ranges: readonly IndexRange[]): IndexRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

function inRanges(ranges: readonly IndexRange[], index: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [from, to] = ranges[middle];
    if (index < from) high = middle - 1;
    else if (index > to) low = middle + 1;
    else return true;
  }
  return false;
}

/** Whether a position belongs to the base (before the toggled rows flip it). */
export function inBase<Row>(selection: Selection<Row>, index: number): boolean {
  return selection.all || inRanges(selection.ranges, index);
}

export function isSelected<Row>(selection: Selection<Row>, index: number, key: RowKey): boolean {
  return inBase(selection, index) !== selection.toggled.has(key);
}

/** The base as ranges clipped to the view's `count` rows. */
export function baseRanges<Row>(selection: Selection<Row>, count: number): IndexRange[] {
  if (count <= 0) return [];
  if (selection.all) return [[0, count - 1]];
  return selection.ranges
    .filter(([from]) => from < count)
    .map(([from, to]): IndexRange => [from, Math.min(to, count - 1)]);
}

/** Toggled rows that the base leaves out: selected one by one, in view order. */
export function addedRows<Row>(selection: Selection<Row>): Toggled<Row>[] {
  return [...selection.toggled.values()]
    .filter((entry) => !inBase(selection, entry.index))
    .sort((a, b) => a.index - b.index);
}

export function selectedCount<Row>(selection: Selection<Row>, count: number): number {
  let selected = baseRanges(selection, count).reduce((sum, [from, to]) => sum + to - from + 1, 0);
  for (const entry of selection.toggled.values()) selected += inBase(selection, entry.index) ? -1 : 1;
  return Math.max(0, selected);
}

/** Whether anything is selected at all (then exports and row commands cover the selection). */
export function hasSelection<Row>(selection: Selection<Row>): boolean {
  return selection.all || selection.ranges.length > 0 || selection.toggled.size > 0;
}

export function toggleRow<Row>(
  selection: Selection<Row>,
  key: RowKey,
  index: number,
  row: Row,
): Selection<Row> {
  const toggled = new Map(selection.toggled);
  if (!toggled.delete(key)) toggled.set(key, { index, row });
  return { ...selection, toggled };
}

export function onlyRow<Row>(key: RowKey, index: number, row: Row): Selection<Row> {
  return { all: false, ranges: [], toggled: new Map([[key, { index, row }]]) };
}

/**
 * The rows from position a to b (either order), loaded or not. `keep` adds the range to what was selected
 * (Ctrl+Shift+click); otherwise it replaces it. The whole view becomes "all".
 */
export function rangeSelection<Row>(
  a: number,
  b: number,
  count: number,
  keep?: Selection<Row>,
): Selection<Row> {
  const from = Math.max(0, Math.min(a, b));
  const to = Math.min(count - 1, Math.max(a, b));
  if (to < from) return keep ?? emptySelection();
  if (keep?.all) return keep;
  const ranges = mergeRanges([...(keep?.ranges ?? []), [from, to]]);
  const toggled = keep
    ? new Map([...keep.toggled].filter(([, entry]) => !inRanges(ranges, entry.index)))
    : null;
  if (ranges.length === 1 && ranges[0][0] === 0 && ranges[0][1] === count - 1 && !toggled?.size)
    return allSelection();
  return { all: false, ranges, toggled: toggled ?? NO_TOGGLES };
}

export function headerState<Row>(selection: Selection<Row>, count: number): boolean | "indeterminate" {
  const selected = selectedCount(selection, count);
  if (selected === 0) return false;
  return selected === count ? true : "indeterminate";
}
