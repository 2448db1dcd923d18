import type { RowKey } from "./types";

/**
 * Which rows are selected. With `all` false, `rows` holds the selected rows; with `all` true every row
 * matching the current search is selected except those in `rows` — "all N rows" of a server table
 * without loading them.
 */
export type Selection<Row> = { all: boolean; rows: ReadonlyMap<RowKey, Row> };

export function emptySelection<Row>(): Selection<Row> {
  return { all: false, rows: new Map() };
}

export function allSelection<Row>(): Selection<Row> {
  return { all: true, rows: new Map() };
}

export function isSelected<Row>(selection: Selection<Row>, key: RowKey): boolean {
  return selection.all !== selection.rows.has(key);
}

export function selectedCount<Row>(selection: Selection<Row>, total: number): number {
  return selection.all ? Math.max(0, total - selection.rows.size) : selection.rows.size;
}

export function toggleRow<Row>(selection: Selection<Row>, key: RowKey, row: Row): Selection<Row> {
  const rows = new Map(selection.rows);
  if (rows.has(key)) rows.delete(key);
  else rows.set(key, row);
  return { all: selection.all, rows };
}

export function onlyRows<Row>(entries: Iterable<[RowKey, Row]>): Selection<Row> {
  return { all: false, rows: new Map(entries) };
}

/** The rows from index a to b (either order) that are loaded; the whole list becomes "all". */
export function rangeSelection<Row>(
  a: number,
  b: number,
  count: number,
  rowAt: (index: number) => Row | undefined,
  rowKey: (row: Row) => RowKey,
): Selection<Row> {
  const from = Math.max(0, Math.min(a, b));
  const to = Math.min(count - 1, Math.max(a, b));
  if (from === 0 && to === count - 1 && count > 0) return allSelection();
  const rows = new Map<RowKey, Row>();
  for (let index = from; index <= to; index++) {
    const row = rowAt(index);
    if (row !== undefined) rows.set(rowKey(row), row);
  }
  return { all: false, rows };
}

export function headerState<Row>(selection: Selection<Row>, total: number): boolean | "indeterminate" {
  const count = selectedCount(selection, total);
  if (count === 0) return false;
  return count === total ? true : "indeterminate";
}
