import { useEffect, useMemo, useRef, useState } from "react";
import { filterRows, textKey } from "./client-view";
import { sortRows } from "./sort-rows";
import { type Job, runNow, runSliced } from "./time-slice";
import type { Column, SortOrder } from "./types";

/** Up to this many rows, sorting and searching run at once during render; above it, in time slices. */
const SYNC_LIMIT = 20_000;

type ViewInput<Row> = {
  rows: readonly Row[];
  sortColumn: Column<Row> | undefined;
  order: SortOrder;
  term: string;
  searchColumns: readonly Column<Row>[];
};

type Caches = {
  sort?: { rows: unknown; column: string; order: SortOrder; result: Uint32Array };
  filter?: { base: Uint32Array | null; rows: unknown; columns: string; term: string; result: Uint32Array };
};

function columnsSignature<Row>(columns: readonly Column<Row>[]): string {
  return columns.map((column) => column.id).join("\u0001");
}

/** Sorts (cached per rows/column/order), then filters; typing more letters refines the last result. */
function* computeView<Row>(input: ViewInput<Row>, caches: Caches): Job<Uint32Array | null> {
  const { rows, sortColumn, order, term, searchColumns } = input;
  let sorted: Uint32Array | null = null;
  if (sortColumn) {
    const cached = caches.sort;
    if (cached && cached.rows === rows && cached.column === sortColumn.id && cached.order === order)
      sorted = cached.result;
    else {
      sorted = yield* sortRows(rows, sortColumn, order);
      caches.sort = { rows, column: sortColumn.id, order, result: sorted };
    }
  }
  if (!term) return sorted;
  const columns = columnsSignature(searchColumns);
  const last = caches.filter;
  const refine =
    last &&
    last.rows === rows &&
    last.base === sorted &&
    last.columns === columns &&
    term.includes(last.term);
  const result = yield* filterRows(rows, refine ? last.result : sorted, searchColumns, term);
  caches.filter = { base: sorted, rows, columns, term, result };
  return result;
}

export type ClientView = { order: Uint32Array | null; busy: boolean };

/**
 * Row order of a client table: `order[i]` is the index in `rows` of the i-th displayed row (null:
 * unsorted and unfiltered, the rows as given). Large inputs are processed in slices so the page stays
 * responsive; meanwhile the previous order is shown and `busy` is true.
 */
export function useClientView<Row>(
  rows: readonly Row[],
  sortColumn: Column<Row> | undefined,
  order: SortOrder,
  search: string,
  searchColumns: readonly Column<Row>[],
): ClientView {
  const caches = useRef<Caches>({});
  const term = textKey(search.trim());
  const columns = columnsSignature(searchColumns);
  // Keyed on column ids, not objects: callers often rebuild their column list on every render, and that
  // must not sort a million rows again.
  const sortId = sortColumn?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: sortId and columns stand for the column objects
  const input = useMemo<ViewInput<Row>>(
    () => ({ rows, sortColumn, order, term, searchColumns }),
    [rows, sortId, order, term, columns],
  );
  const trivial = !sortColumn && !term;
  const sync = trivial || rows.length <= SYNC_LIMIT;
  const syncOrder = useMemo(() => (sync ? runNow(computeView(input, caches.current)) : null), [sync, input]);
  const [computed, setComputed] = useState<{ input: ViewInput<Row>; order: Uint32Array | null } | null>(null);

  useEffect(() => {
    if (sync) return;
    return runSliced(computeView(input, caches.current), (result) => setComputed({ input, order: result }));
  }, [sync, input]);

  if (sync) return { order: syncOrder, busy: false };
  if (computed?.input === input) return { order: computed.order, busy: false };
  // Still working: keep showing the last order of these same rows.
  return { order: computed?.input.rows === rows ? computed.order : null, busy: true };
}
