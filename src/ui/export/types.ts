import type { Matrix } from "./cells";

export type ExportFormat = "copy" | "csv" | "xlsx" | "pdf" | "print";
/** Formats built into a file (in a worker when large). */
export type FileFormat = Exclude<ExportFormat, "print">;

/** The rows an export covers, read in order and in chunks (a server table fetches them page by page). */
export type ExportRows<Row> = {
  /** How many rows the export covers before any cap. */
  count: number;
  /** Whether reading goes to the server (slow: always shows progress). */
  remote: boolean;
  read: (
    limit: number,
    onChunk: (rows: readonly Row[]) => Promise<void>,
    signal: AbortSignal,
  ) => Promise<void>;
};

export type ExportProgress = {
  phase: "reading" | "building";
  done: number;
  /** Rows expected (the cap applied). */
  expected: number;
};

/** Incremental file builder shared by the worker and the main thread. */
export type FileWriter = { add: (rows: Matrix) => void; finish: () => Blob | Promise<Blob> };

export type ToWorker =
  /** Load the common builders now, so the first export does not wait for them. */
  | { type: "warm" }
  | { type: "start"; format: FileFormat; title: string; headers: string[] }
  /** Rows as JSON text: one string crosses to the worker far faster than a structured clone of cells. */
  | { type: "rows"; json: string }
  | { type: "end" };

export type FromWorker =
  | { type: "built"; rows: number }
  | { type: "done"; blob: Blob }
  | { type: "error"; message: string };
