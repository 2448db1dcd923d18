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

// Each chunk's text goes into a Blob at once: the file's megabytes leave the JS heap instead of being
// copied by every garbage collection until the end.
export function csvWriter(headers: string[]): FileWriter {
  const parts: Blob[] = [new Blob([BOM, csvLines([headers])])];
  return {
    add: (rows) => {
      if (rows.length) parts.push(new Blob([NEWLINE, csvLines(rows)]));
    },
    finish: () => new Blob(parts, { type: "text/csv;charset=utf-8" }),
  };
}

export function tsvWriter(headers: string[]): FileWriter {
  const parts: Blob[] = [new Blob([tsvLine(headers)])];
  return {
    add: (rows) => {
      let text = "";
      for (const row of rows) text += `\n${tsvLine(row)}`;
      parts.push(new Blob([text]));
    },
    finish: () => new Blob(parts, { type: "text/plain;charset=utf-8" }),
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
