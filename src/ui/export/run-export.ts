import { yieldToMain } from "../data-table/time-slice";
import type { Column } from "../data-table/types";
import { headersOf, toMatrix } from "./cells";
import { deferredClipboardWrite, downloadBlob, printDocument, printHtml } from "./deliver";
import { fileName, rowLimit, SLICE_MS, STEP_ROWS, workerThreshold } from "./limits";
import { matrixSink, pageSink, type Sink, workerSink } from "./sinks";
import type { ExportFormat, ExportProgress, ExportRows } from "./types";

const PROGRESS_INTERVAL_MS = 150;

export type ExportJob<Row> = {
  format: ExportFormat;
  title: string;
  /** Visible, exportable columns in display order. */
  columns: readonly Column<Row>[];
  rows: ExportRows<Row>;
  language: string;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
  /** Records the export (its row count) before the file is handed over; a failure stops the export. */
  audit?: (rows: number) => Promise<unknown>;
  /** The most rows the administrator lets one export of this screen carry (null: the format's own limit). */
  rowCap?: number | null;
};

export type ExportPlan = {
  limit: number;
  /** The limit is the administrator's row cap, not the format's. */
  adminCap: boolean;
  expected: number;
  capped: boolean;
  inWorker: boolean;
  slow: boolean;
};

export function planExport(
  format: ExportFormat,
  count: number,
  remote: boolean,
  rowCap: number | null = null,
): ExportPlan {
  const adminCap = rowCap !== null && rowCap < rowLimit(format);
  const limit = adminCap ? rowCap : rowLimit(format);
  const expected = Math.min(count, limit);
  const inWorker = format !== "print" && expected >= workerThreshold(format) && typeof Worker !== "undefined";
  return { limit, adminCap, expected, capped: count > limit, inWorker, slow: inWorker || remote };
}

export type ExportResult = { rows: number; file: string | null };

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * Reads the rows chunk by chunk (yielding between chunks, so the page keeps answering), converts them to
 * plain cells, feeds a worker (large exports) or an in-page writer, and delivers the file: download,
 * clipboard or print. Must start inside the user's click for the clipboard to accept the text.
 */
export async function runExport<Row>(job: ExportJob<Row>): Promise<ExportResult> {
  const { format, title, columns, rows, signal, onProgress } = job;
  const plan = planExport(format, rows.count, rows.remote, job.rowCap);
  const headers = headersOf(columns);
  const printing = format === "print" ? matrixSink() : null;
  let built = 0;
  let done = 0;
  let reportedAt = 0;
  // Progress re-renders the dialog: a few times a second is plenty.
  const report = (phase: ExportProgress["phase"], force = false) => {
    const now = performance.now();
    if (!force && now - reportedAt < PROGRESS_INTERVAL_MS) return;
    reportedAt = now;
    onProgress({
      phase,
      done: phase === "building" && plan.inWorker ? built : done,
      expected: plan.expected,
    });
  };
  const sinkReady: Promise<Sink> =
    printing !== null
      ? Promise.resolve(printing)
      : plan.inWorker
        ? Promise.resolve(
            workerSink(format as Exclude<ExportFormat, "print">, title, headers, (rowsBuilt) => {
              built = rowsBuilt;
              if (done >= plan.expected) report("building", rowsBuilt >= done);
            }),
          )
        : pageSink(format as Exclude<ExportFormat, "print">, title, headers);
  let resolveBlob: (blob: Blob) => void = () => {};
  let rejectBlob: (error: unknown) => void = () => {};
  const blob = new Promise<Blob>((resolve, reject) => {
    resolveBlob = resolve;
    rejectBlob = reject;
  });
  blob.catch(() => {}); // a failure is reported by runExport itself
  const copied = format === "copy" ? deferredClipboardWrite(blob) : null;
  copied?.catch(() => {});
  const sink = await sinkReady;
  try {
    report("reading", true);
    // The user's choice has its own task to finish (the menu closing, the progress state): rows start in the next.
    await yieldToMain();
    // A slice of small steps per task, timed rather than counted: reading a chunk of rows and handing the
    // steps over (their JSON text, the message to the worker) all count against it.
    let sliceStart = performance.now();
    await rows.read(
      plan.limit,
      async (chunk) => {
        for (let start = 0; start < chunk.length; start += STEP_ROWS) {
          signal.throwIfAborted();
          sink.add(toMatrix(chunk.slice(start, start + STEP_ROWS), columns));
          done += Math.min(STEP_ROWS, chunk.length - start);
          report("reading");
          if (performance.now() - sliceStart >= SLICE_MS) {
            await yieldToMain();
            sliceStart = performance.now();
          }
        }
      },
      signal,
    );
    signal.throwIfAborted();
    report("building", true);
    const file = await abortable(sink.finish(), signal);
    if (job.audit) await abortable(job.audit(done), signal);
    resolveBlob(file);
    const name = fileName(title, format);
    if (name) downloadBlob(file, name);
    if (printing) printDocument(printHtml(title, headers, printing.matrix, job.language));
    await copied;
    return { rows: done, file: name };
  } catch (error) {
    rejectBlob(error);
    throw error;
  } finally {
    sink.dispose();
  }
}
