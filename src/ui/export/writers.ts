import type { FileFormat, FileWriter } from "./types";

/** Loads only the library the format needs (papaparse, fflate or jsPDF), in the worker or the page. */
export async function createWriter(
  format: FileFormat,
  title: string,
  headers: string[],
): Promise<FileWriter> {
  switch (format) {
    case "csv":
      return (await import("./build-csv")).csvWriter(headers);
    case "copy":
      return (await import("./build-csv")).tsvWriter(headers);
    case "xlsx":
      return (await import("./build-xlsx")).xlsxWriter(title, headers);
    case "pdf":
      return (await import("./build-pdf")).pdfWriter(title, headers);
  }
}
