// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Column } from "../data-table/types";
import { DOCUMENT_ROW_LIMIT, EXPORT_ROW_LIMIT } from "./limits";
import { planExport, runExport } from "./run-export";
import type { ExportRows } from "./types";

type Row = { id: number; name: string };
const columns: Column<Row>[] = [
  { id: "id", header: "ID", value: (r) => r.id },
  { id: "name", header: "Nombre", value: (r) => r.name },
];

function fromArray(rows: Row[]): ExportRows<Row> {
  return { count: rows.length, remote: false, read: async (limit, onChunk) => onChunk(rows.slice(0, limit)) };
}

afterEach(() => vi.restoreAllMocks());

describe("planExport", () => {
  it("caps documents and files differently and moves large files to a worker", () => {
    expect(planExport("csv", 2_500_000, false)).toMatchObject({
      limit: EXPORT_ROW_LIMIT,
      expected: EXPORT_ROW_LIMIT,
      capped: true,
    });
    expect(planExport("csv", 1_000_000, true)).toMatchObject({ expected: 1_000_000, capped: false });
    expect(planExport("pdf", 12_000, false)).toMatchObject({ limit: DOCUMENT_ROW_LIMIT, capped: true });
    expect(planExport("csv", 100, false)).toMatchObject({ capped: false, inWorker: false, slow: false });
    expect(planExport("csv", 100, true).slow).toBe(true);
  });

  it("stops at the administrator's row cap when it is below the format's own, and says whose limit it is", () => {
    expect(planExport("csv", 500, false, 200)).toMatchObject({
      limit: 200,
      expected: 200,
      capped: true,
      adminCap: true,
    });
    expect(planExport("csv", 150, false, 200)).toMatchObject({ expected: 150, capped: false });
    // A cap above the format's limit is not the one that stops the export.
    expect(planExport("pdf", 12_000, false, 50_000)).toMatchObject({
      limit: DOCUMENT_ROW_LIMIT,
      adminCap: false,
    });
  });
});

describe("runExport", () => {
  it("builds the CSV in the page for small exports and downloads it as <title>.csv", async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved = blob as Blob;
      return "blob:test";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const progress: number[] = [];
    const result = await runExport({
      format: "csv",
      title: "SystemUserFile",
      columns,
      rows: fromArray([
        { id: 1, name: "=1+1" },
        { id: 2, name: "Zoë, B" },
      ]),
      language: "es",
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p.done),
    });
    expect(result).toEqual({ rows: 2, file: "SystemUserFile.csv" });
    expect(clicked).toEqual(["SystemUserFile.csv"]);
    const text = new TextDecoder().decode(await (saved as Blob).arrayBuffer());
    expect(text).toBe('ID,Nombre\r\n1,\'=1+1\r\n2,"Zoë, B"');
    expect(progress.at(-1)).toBe(2);
  });

  it("records the export with its row count before handing the file over, and delivers nothing if that fails", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:test");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const job = (audit: (rows: number) => Promise<unknown>) =>
      runExport({
        format: "csv",
        title: "T",
        columns,
        rows: fromArray([
          { id: 1, name: "a" },
          { id: 2, name: "b" },
        ]),
        language: "es",
        signal: new AbortController().signal,
        onProgress: () => {},
        audit,
      });
    const recorded: number[] = [];
    await job(async (rows) => {
      expect(clicks).not.toHaveBeenCalled();
      recorded.push(rows);
    });
    expect(recorded).toEqual([2]);
    expect(clicks).toHaveBeenCalledTimes(1);
    await expect(job(() => Promise.reject(new Error("audit down")))).rejects.toThrow("audit down");
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("stops when cancelled", async () => {
    const abort = new AbortController();
    const rows: ExportRows<Row> = {
      count: 10,
      remote: true,
      read: async (_limit, onChunk) => {
        abort.abort();
        await onChunk([{ id: 1, name: "a" }]);
      },
    };
    await expect(
      runExport({
        format: "xlsx",
        title: "T",
        columns,
        rows,
        language: "es",
        signal: abort.signal,
        onProgress: () => {},
      }),
    ).rejects.toThrow();
  });
});
