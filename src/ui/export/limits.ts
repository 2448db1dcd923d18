import type { ExportFormat } from "./types";

/**
 * Most rows a CSV or Excel export writes: what one Excel sheet holds (1,048,576 rows) less the header. A
 * whole server table such as the audit log (a million rows and more) fits; beyond it the export says what
 * it left out.
 */
export const EXPORT_ROW_LIMIT = 1_048_575;
/**
 * PDF and print lay out every row, and the browser decodes clipboard text on the page's thread: beyond
 * this they get slow and huge, so they stop here.
 */
export const DOCUMENT_ROW_LIMIT = 10_000;
/**
 * Rows converted and handed over at a time. The page yields once its steps have taken SLICE_MS, so each
 * main-thread task stays well under 50 ms whatever the columns cost and however busy the machine is.
 */
export const STEP_ROWS = 250;
export const SLICE_MS = 8;
/** Rows per request when a server table is exported, unless its server allows fewer (ServerSource.pageLimit). */
export const EXPORT_PAGE_SIZE = 2_000;

export function rowLimit(format: ExportFormat): number {
  return format === "csv" || format === "xlsx" ? EXPORT_ROW_LIMIT : DOCUMENT_ROW_LIMIT;
}

/** From this many rows the file is built in a Web Worker (PDF layout is costly per row, so sooner). */
export function workerThreshold(format: ExportFormat): number {
  return format === "pdf" ? 500 : 5_000;
}

export function fileName(title: string, format: ExportFormat): string | null {
  const extension = { csv: "csv", xlsx: "xlsx", pdf: "pdf" } as Partial<Record<ExportFormat, string>>;
  return extension[format] ? `${title}.${extension[format]}` : null;
}
