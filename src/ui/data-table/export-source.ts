import { EXPORT_PAGE_SIZE } from "../export/limits";
import type { ExportRows } from "../export/types";
import { hasSelection, isSelected, type Selection, selectedCount } from "./selection";
import { yieldToMain } from "./time-slice";
import type { PageResult, RowKey, ServerSource, SortState } from "./types";

/** Positions checked per task while picking rows out of a large client view. */
const SCAN_STEP = 20_000;

/** Client rows in view order: the selected ones when there is a selection, else all of them. */
export function clientExportRows<Row>(
  rows: readonly Row[],
  order: Uint32Array | null,
  selection: Selection<Row>,
  rowKey: (row: Row) => RowKey,
): ExportRows<Row> {
  const length = order ? order.length : rows.length;
  const filter = hasSelection(selection);
  return {
    count: filter ? selectedCount(selection, length) : length,
    remote: false,
    read: async (limit, onChunk, signal) => {
      let emitted = 0;
      for (let start = 0; start < length && emitted < limit; start += SCAN_STEP) {
        signal.throwIfAborted();
        const chunk: Row[] = [];
        const end = Math.min(length, start + SCAN_STEP);
        for (let position = start; position < end && emitted + chunk.length < limit; position++) {
          const row = rows[order ? order[position] : position];
          if (!filter || isSelected(selection, position, rowKey(row))) chunk.push(row);
        }
        emitted += chunk.length;
        if (chunk.length) await onChunk(chunk);
        else await yieldToMain();
      }
    },
  };
}

/** Pages of an export requested at once: the server works while earlier pages are converted. */
const PAGES_IN_FLIGHT = 3;

/**
 * Server rows when nothing or "all" is selected: every matching row fetched page by page, minus the rows
 * toggled off. Other selections (ranges, single rows) are read by rangeExportRows (selection-reader.ts).
 */
export function serverExportRows<Row>(
  source: ServerSource<Row>,
  sort: SortState | undefined,
  search: string,
  count: number,
  selection: Selection<Row>,
  rowKey: (row: Row) => RowKey,
): ExportRows<Row> {
  const excluded: ReadonlyMap<RowKey, unknown> = selection.all ? selection.toggled : new Map();
  return {
    count: Math.max(0, count - excluded.size),
    remote: true,
    read: async (limit, onChunk, signal) => {
      // Enough pages for the limit even if every excluded row turns up in them.
      const wanted = Math.min(count, limit + excluded.size);
      let next = 0;
      const inFlight: Promise<PageResult<Row>>[] = [];
      const request = () => {
        while (inFlight.length < PAGES_IN_FLIGHT && next < wanted) {
          const page = source.fetchPage({ from: next, quantity: EXPORT_PAGE_SIZE, sort, search });
          page.catch(() => {}); // awaited in order below; an abort leaves the rest unread
          inFlight.push(page);
          next += EXPORT_PAGE_SIZE;
        }
      };
      request();
      let emitted = 0;
      while (inFlight.length > 0 && emitted < limit) {
        const page = await (inFlight.shift() as Promise<PageResult<Row>>);
        signal.throwIfAborted();
        request();
        const rows = excluded.size ? page.rows.filter((row) => !excluded.has(rowKey(row))) : page.rows;
        const take = rows.slice(0, limit - emitted);
        emitted += take.length;
        if (take.length) await onChunk(take);
        if (page.rows.length < EXPORT_PAGE_SIZE) break;
      }
    },
  };
}
