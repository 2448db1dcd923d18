import type { ExportFormat } from "./types";

/** Most rows any export writes (server tables fetch at most this many). */
export const EXPORT_ROW_LIMIT = 100_000;
/**
 * PDF and print lay out every row, and the browser decodes clipboard text on the page's thread: beyond
 * this they get slow and huge, so they stop here.
 */
export const DOCUMENT_ROW_LIMIT = 10_000;
/** Rows converted and handed over per task: keeps each main-thread task well under 50 ms. */
export const CHUNK_ROWS = 2_000;
/** Rows per request when a server table is exported. */
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
