import { describe, expect, it } from "vitest";
import { EXPORT_PAGE_SIZE } from "../export/limits";
import { clientExportRows, serverExportRows } from "./export-source";
import { allSelection, emptySelection, rangeSelection, toggleRow } from "./selection";
import type { PageRequest } from "./types";

type Row = { id: number };
const rows: Row[] = Array.from({ length: 10 }, (_, id) => ({ id }));
const key = (row: Row) => row.id;

async function readAll(source: ReturnType<typeof clientExportRows<Row>>, limit = 1_000_000) {
  const out: Row[] = [];
  await source.read(limit, async (chunk) => void out.push(...chunk), new AbortController().signal);
  return out.map(key);
}

describe("client export rows", () => {
  const order = Uint32Array.from([9, 7, 5, 3, 1]); // a sorted, filtered view

  it("exports the whole view in view order when nothing is selected", async () => {
    const source = clientExportRows(rows, order, emptySelection(), key);
    expect(source.count).toBe(5);
    expect(await readAll(source)).toEqual([9, 7, 5, 3, 1]);
  });

  it("exports only the selected rows, in view order, and honours the limit", async () => {
    // Positions 1 and 4 of the view hold rows 7 and 1.
    const selection = toggleRow(toggleRow(emptySelection<Row>(), 7, 1, rows[7]), 1, 4, rows[1]);
    const source = clientExportRows(rows, order, selection, key);
    expect(source.count).toBe(2);
    expect(await readAll(source)).toEqual([7, 1]);
    expect(await readAll(clientExportRows(rows, null, emptySelection(), key), 3)).toEqual([0, 1, 2]);
  });

  it("exports a range of the view minus a row toggled off inside it", async () => {
    const selection = toggleRow(rangeSelection<Row>(1, 3, 5), 5, 2, rows[5]);
    const source = clientExportRows(rows, order, selection, key);
    expect(source.count).toBe(2);
    expect(await readAll(source)).toEqual([7, 3]);
  });
});

describe("server export rows", () => {
  // Like the real server: a page larger than its limit is refused (400), not shortened.
  function server(total: number, pageLimit = 10 * EXPORT_PAGE_SIZE) {
    const requests: PageRequest[] = [];
    const fetchPage = async (req: PageRequest) => {
      if (req.quantity > pageLimit) throw new Error("400 invalid_request rpp");
      requests.push(req);
      const length = Math.max(0, Math.min(req.quantity, total - req.from));
      return { rows: Array.from({ length }, (_, i) => ({ id: req.from + i })), total, filtered: total };
    };
    return { requests, source: { kind: "server" as const, queryKey: ["x"], fetchPage, pageLimit } };
  }

  it("fetches every matching row page by page with the sort and search, minus exclusions", async () => {
    const { requests, source } = server(5000);
    const sort = { field: "id", order: "desc" as const };
    const selection = toggleRow(allSelection<Row>(), 4321, 4321, { id: 4321 });
    const exported = serverExportRows(source, sort, "abc", 5000, selection, key);
    expect(exported.count).toBe(4999);
    const ids = await readAll(exported);
    expect(ids).toHaveLength(4999);
    expect(ids).not.toContain(4321);
    expect(requests.map((r) => [r.from, r.quantity])).toEqual([
      [0, EXPORT_PAGE_SIZE],
      [EXPORT_PAGE_SIZE, EXPORT_PAGE_SIZE],
      [2 * EXPORT_PAGE_SIZE, EXPORT_PAGE_SIZE],
    ]);
    expect(requests.every((r) => r.search === "abc" && r.sort === sort)).toBe(true);
  });

  it("exports a whole table whose server pages at most 500 rows (the logs) within that limit", async () => {
    const { requests, source } = server(1_234, 500);
    const ids = await readAll(serverExportRows(source, undefined, "", 1_234, emptySelection(), key));
    expect(ids).toHaveLength(1_234);
    expect(new Set(ids).size).toBe(1_234);
    expect(requests.map((r) => [r.from, r.quantity])).toEqual([
      [0, 500],
      [500, 500],
      [1000, 500],
    ]);
  });

  it("stops at the cap", async () => {
    const { requests, source } = server(1_000_000);
    const exported = serverExportRows(source, undefined, "", 1_000_000, emptySelection(), key);
    expect((await readAll(exported, 100_000)).length).toBe(100_000);
    expect(requests.length).toBeLessThanOrEqual(100_000 / EXPORT_PAGE_SIZE + 3);
  });
});
