import Papa from "papaparse";
import { neutralise } from "../../contract/spreadsheet-text";
import type { Column } from "../data-table/types";
import { type Cell, exportableColumns, headersOf, type Matrix, plainCell, toMatrix } from "./cells";
import type { FileWriter } from "./types";

const NEWLINE = "\r\n";
const BOM = "\ufeff"; // lets Excel read the UTF-8 accents

function csvLines(matrix: readonly (readonly Cell[])[]): string {
  const data = matrix.map((row) => row.map((cell) => neutralise(plainCell(cell)) ?? ""));
  return Papa.unparse(data, { newline: NEWLINE });
}

/** CSV text (comma separated, CRLF, RFC 4180 quoting) with formula-like text neutralised. */
export function csvFromMatrix(headers: string[], matrix: Matrix): string {
  return matrix.length ? csvLines([headers, ...matrix]) : csvLines([headers]);
}

function tsvLine(cells: readonly Cell[]): string {
  let line = "";
  for (let c = 0; c < cells.length; c++) {
    const text = String(neutralise(plainCell(cells[c])) ?? "");
    line += (c ? "\t" : "") + (/[\t\r\n]/.test(text) ? text.replace(/[\t\r\n]+/g, " ") : text);
  }
  return line;
}

/** Tab separated text for the clipboard: tabs and line breaks inside values become spaces. */
export function tsvFromMatrix(headers: string[], matrix: Matrix): string {
  const lines = [tsvLine(headers)];
  for (const row of matrix) lines.push(tsvLine(row));
  return lines.join("\n");
}

/** Characters of text gathered before they go into a Blob. */
const BLOB_CHARS = 1 << 20;

/**
 * A file's text gathered into Blobs of about a megabyte: its megabytes leave the JS heap as they come instead
 * of being copied by every garbage collection until the end, while a Blob per step (250 rows) would cost a
 * round trip to the browser's blob registry each: 400 of them for 100,000 rows.
 */
function textFile(type: string, first: string) {
  const parts: Blob[] = [];
  let pending: string[] = [first];
  let chars = first.length;
  const flush = () => {
    parts.push(new Blob(pending));
    pending = [];
    chars = 0;
  };
  return {
    write(text: string) {
      pending.push(text);
      chars += text.length;
      if (chars >= BLOB_CHARS) flush();
    },
    finish() {
      if (pending.length) flush();
      return new Blob(parts, { type });
    },
  };
}

export function csvWriter(headers: string[]): FileWriter {
  const file = textFile("text/csv;charset=utf-8", BOM + csvLines([headers]));
  return {
    add: (rows) => {
      if (rows.length) file.write(NEWLINE + csvLines(rows));
    },
    finish: () => file.finish(),
  };
}

export function tsvWriter(headers: string[]): FileWriter {
  const file = textFile("text/plain;charset=utf-8", tsvLine(headers));
  return {
    add: (rows) => {
      let text = "";
      for (const row of rows) text += `\n${tsvLine(row)}`;
      file.write(text);
    },
    finish: () => file.finish(),
  };
}

export function buildCsv<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  const exported = exportableColumns(columns);
  return csvFromMatrix(headersOf(exported), toMatrix(rows, exported));
}

export function buildTsv<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  const exported = exportableColumns(columns);
  return tsvFromMatrix(headersOf(exported), toMatrix(rows, exported));
}
