import { describe, expect, it } from "vitest";
import { emptySelection, onlyRow, rangeSelection, toggleRow } from "./selection";
import { collectRows, loadedSelectedRows, rangeExportRows } from "./selection-reader";

type Row = { id: number };
const key = (row: Row) => row.id;
const COUNT = 1_000_000;

/** A server view of a million rows (row i has id i) read in blocks of 100, recording the blocks read. */
function blocks() {
  const read: number[] = [];
  const block = async (n: number) => {
    read.push(n);
    return Array.from({ length: 100 }, (_, i) => ({ id: n * 100 + i }));
  };
  return { read, reader: { count: COUNT, blockSize: 100, block } };
}

describe("reading a selection from a server view", () => {
  it("reads all 139 rows of a range, past the blocks ever loaded, in order", async () => {
    const { read, reader } = blocks();
    const exported = rangeExportRows(reader, rangeSelection<Row>(0, 138, COUNT), key);
    expect(exported.count).toBe(139);
    expect(exported.remote).toBe(true);
    const rows = await collectRows(exported, 1_000);
    expect(rows.map(key)).toEqual(Array.from({ length: 139 }, (_, i) => i));
    expect(read).toEqual([0, 1]);
  });

  it("skips rows toggled off, places rows toggled on in view order, honours the limit", async () => {
    const { read, reader } = blocks();
    let selection = rangeSelection<Row>(250, 10_249, COUNT);
    selection = toggleRow(selection, 300, 300, { id: 300 });
    selection = toggleRow(selection, 7, 7, { id: 7 });
    selection = toggleRow(selection, 20_000, 20_000, { id: 20_000 });
    const exported = rangeExportRows(reader, selection, key);
    expect(exported.count).toBe(10_001);
    const rows = (await collectRows(exported, 20_000)).map(key);
    expect(rows).toHaveLength(10_001);
    expect(rows.slice(0, 3)).toEqual([7, 250, 251]);
    expect(rows).not.toContain(300);
    expect(rows.at(-1)).toBe(20_000);
    expect(read[0]).toBe(2);
    expect(read).toHaveLength(101);
    expect((await collectRows(rangeExportRows(reader, selection, key), 5)).map(key)).toEqual([
      7, 250, 251, 252, 253,
    ]);
  });

  it("reads nothing from the server for rows picked one by one", async () => {
    const { read, reader } = blocks();
    const selection = toggleRow(onlyRow<Row>(42, 42, { id: 42 }), 9, 9, { id: 9 });
    const exported = rangeExportRows(reader, selection, key);
    expect(exported.remote).toBe(false);
    expect((await collectRows(exported, 10)).map(key)).toEqual([9, 42]);
    expect(read).toEqual([]);
  });
});

describe("the selected rows in memory", () => {
  it("are the loaded rows of the ranges plus the toggled ones, in view order", () => {
    const loaded = new Map([0, 1, 2, 3, 4, 5].map((i) => [i, { id: i }]));
    const visit = (from: number, to: number, each: (index: number, row: Row) => void) => {
      for (let i = from; i <= to; i++) {
        const row = loaded.get(i);
        if (row) each(i, row);
      }
    };
    const selection = toggleRow(toggleRow(rangeSelection<Row>(3, 500, COUNT), 4, 4, { id: 4 }), 1, 1, {
      id: 1,
    });
    expect(loadedSelectedRows(selection, COUNT, visit, key).map(key)).toEqual([1, 3, 5]);
    expect(loadedSelectedRows(emptySelection<Row>(), COUNT, visit, key)).toEqual([]);
  });
});
