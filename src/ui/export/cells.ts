import type { Column } from "../data-table/types";

/** One exported value: numbers stay numbers, everything else is text (empty for null). */
export type Cell = string | number | null;
export type Matrix = Cell[][];

/** Columns the user sees that are meant to be exported (action columns opt out). */
export function exportableColumns<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  return columns.filter((column) => column.exportable !== false);
}

function toCell(value: string | number | null | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  return value;
}

function toRow<Row>(row: Row, columns: readonly Column<Row>[]): Cell[] {
  const cells = new Array<Cell>(columns.length);
  for (let c = 0; c < columns.length; c++) cells[c] = toCell(columns[c].value(row));
  return cells;
}

export function toMatrix<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): Matrix {
  return rows.map((row) => toRow(row, columns));
}

export function headersOf<Row>(columns: readonly Column<Row>[]): string[] {
  return columns.map((column) => column.header);
}
