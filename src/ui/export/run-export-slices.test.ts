// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Column } from "../data-table/types";
import { SLICE_MS, STEP_ROWS } from "./limits";
import { runExport } from "./run-export";

// Rows converted when the page yielded, and the rows converted so far.
const seen = vi.hoisted(() => ({ yields: [] as number[], converted: 0 }));
vi.mock("../data-table/time-slice", async (original) => ({
  ...(await original<typeof import("../data-table/time-slice")>()),
  yieldToMain: async () => void seen.yields.push(seen.converted),
}));

type Row = { id: number };

/** A page clock that moves only when a cell is read: `msPerCell` per cell. */
function clockedColumns(msPerCell: number): Column<Row>[] {
  let now = 0;
  vi.spyOn(performance, "now").mockImplementation(() => now);
  return [
    {
      id: "id",
      header: "ID",
      value: (row) => {
        now += msPerCell;
        seen.converted++;
        return row.id;
      },
    },
  ];
}

const exportRows = (count: number, columns: Column<Row>[]) => {
  const rows = Array.from({ length: count }, (_, id) => ({ id }));
  return runExport({
    format: "csv",
    title: "T",
    columns,
    rows: { count, remote: false, read: async (limit, onChunk) => onChunk(rows.slice(0, limit)) },
    language: "es",
    signal: new AbortController().signal,
    onProgress: () => {},
  });
};

afterEach(() => {
  vi.restoreAllMocks();
  seen.yields.length = 0;
  seen.converted = 0;
});

describe("an export's main-thread slices", () => {
  it("yields as soon as a step has taken the slice's time, so a slow column never makes a long task", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:test");
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    // A step of STEP_ROWS cells costs STEP_ROWS / 10 ms: more than a slice, so every step is a task of its own.
    await exportRows(STEP_ROWS * 4, clockedColumns(0.1));
    expect(STEP_ROWS / 10).toBeGreaterThan(SLICE_MS);
    // The first yield comes before any row: the user's choice finishes its own task.
    expect(seen.yields).toEqual([0, 1, 2, 3, 4].map((steps) => steps * STEP_ROWS));
  });

  it("converts steps back to back while they are quick, yielding once the slice's time is spent", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:test");
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    // 1 ms for 100 cells: a slice of SLICE_MS holds SLICE_MS * 100 cells, rounded up to whole steps.
    await exportRows(STEP_ROWS * 8, clockedColumns(0.01));
    const stepsPerSlice = Math.ceil((SLICE_MS * 100) / STEP_ROWS);
    expect(seen.yields[0]).toBe(0);
    expect(seen.yields[1]).toBe(stepsPerSlice * STEP_ROWS);
    expect(seen.yields.length).toBe(1 + Math.floor(8 / stepsPerSlice));
  });
});
