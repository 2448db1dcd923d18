import type { ExportRows } from "../export/types";
import {
  addedRows,
  baseRanges,
  type IndexRange,
  type Selection,
  selectedCount,
  type Toggled,
} from "./selection";
import type { RowKey } from "./types";

/** Loaded rows of positions from..to, in order (a server table visits the blocks it holds). */
export type VisitLoaded<Row> = (from: number, to: number, visit: (index: number, row: Row) => void) => void;

/** A server view read by position in fixed blocks (the table's own block size, which the server accepts). */
export type BlockReader<Row> = {
  count: number;
  blockSize: number;
  /** The rows of block n (positions n × blockSize onward), through the table's cache. */
  block: (n: number) => Promise<readonly Row[]>;
};

/** Blocks requested at once while resolving ranges: the server works while earlier ones are read. */
const BLOCKS_IN_FLIGHT = 4;
const CHUNK_ROWS = 2_000;

/** The selected rows that are in memory now, in view order (for the pane's selection and row menus). */
export function loadedSelectedRows<Row>(
  selection: Selection<Row>,
  count: number,
  visitLoaded: VisitLoaded<Row>,
  rowKey: (row: Row) => RowKey,
): Row[] {
  const picked: Toggled<Row>[] = [];
  for (const [from, to] of baseRanges(selection, count)) {
    visitLoaded(from, to, (index, row) => {
      if (!selection.toggled.has(rowKey(row))) picked.push({ index, row });
    });
  }
  const added = addedRows(selection);
  if (added.length === 0) return picked.map((entry) => entry.row);
  return [...picked, ...added].sort((a, b) => a.index - b.index).map((entry) => entry.row);
}

function blocksOf(ranges: readonly IndexRange[], blockSize: number): number[] {
  const blocks: number[] = [];
  for (const [from, to] of ranges) {
    for (let block = Math.floor(from / blockSize); block <= Math.floor(to / blockSize); block++) {
      if (blocks.at(-1) !== block) blocks.push(block);
    }
  }
  return blocks;
}

/**
 * The rows of a selection that is not "all" (ranges plus rows toggled one by one) read from a server view:
 * the blocks under the ranges come through the table's cache (what is on screen is not fetched again), a
 * few at a time, and rows toggled off inside a range are skipped. Rows come in view order.
 */
export function rangeExportRows<Row>(
  reader: BlockReader<Row>,
  selection: Selection<Row>,
  rowKey: (row: Row) => RowKey,
): ExportRows<Row> {
  const ranges = baseRanges(selection, reader.count);
  const added = addedRows(selection);
  return {
    count: selectedCount(selection, reader.count),
    remote: ranges.length > 0,
    read: async (limit, onChunk, signal) => {
      let chunk: Row[] = [];
      let emitted = 0;
      let nextAdded = 0;
      const push = async (row: Row) => {
        chunk.push(row);
        emitted += 1;
        if (chunk.length < CHUNK_ROWS) return;
        const full = chunk;
        chunk = [];
        await onChunk(full);
      };
      /** Rows toggled on outside the ranges take their place in view order. */
      const addBefore = async (index: number) => {
        while (nextAdded < added.length && added[nextAdded].index < index && emitted < limit)
          await push(added[nextAdded++].row);
      };
      const blocks = blocksOf(ranges, reader.blockSize);
      const inFlight: Promise<readonly Row[]>[] = [];
      let requested = 0;
      const request = () => {
        while (inFlight.length < BLOCKS_IN_FLIGHT && requested < blocks.length) {
          const page = reader.block(blocks[requested++]);
          page.catch(() => {}); // awaited in order below; an abort leaves the rest unread
          inFlight.push(page);
        }
      };
      let range = 0;
      for (const block of blocks) {
        if (emitted >= limit) break;
        request();
        const rows = await (inFlight.shift() as Promise<readonly Row[]>);
        signal.throwIfAborted();
        const start = block * reader.blockSize;
        for (let offset = 0; offset < rows.length && emitted < limit; offset++) {
          const index = start + offset;
          while (range < ranges.length && ranges[range][1] < index) range++;
          if (range === ranges.length) break;
          if (index < ranges[range][0]) continue;
          await addBefore(index);
          if (emitted < limit && !selection.toggled.has(rowKey(rows[offset]))) await push(rows[offset]);
        }
      }
      await addBefore(Number.POSITIVE_INFINITY);
      if (chunk.length) await onChunk(chunk);
    },
  };
}

/** Every row an ExportRows covers, up to `limit` (bulk commands act on rows in memory). */
export async function collectRows<Row>(rows: ExportRows<Row>, limit: number): Promise<Row[]> {
  const out: Row[] = [];
  await rows.read(limit, async (chunk) => void out.push(...chunk), new AbortController().signal);
  return out;
}
