import type { Column } from "../data-table/types";
import { type DateCell, dateText, isDateCell, localTimeZone, toDateCell } from "./dates";

/** One exported value: numbers stay numbers, date-time columns become dates, the rest text (empty for null). */
export type Cell = string | number | null | DateCell;
export type Matrix = Cell[][];

/** Columns the user sees that are meant to be exported (action columns opt out). */
export function exportableColumns<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  return columns.filter((column) => column.exportable !== false);
}

function toCell(value: string | number | null | undefined, dates: string | null): Cell {
  if (value === null || value === undefined || value === "") return null;
  if (dates !== null) return toDateCell(value, dates) ?? String(value);
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  return value;
}

/** The cells of rows; date-time columns as dates in `timeZone` (the user's, by default). */
export function toMatrix<Row>(
  rows: readonly Row[],
  columns: readonly Column<Row>[],
  timeZone = localTimeZone(),
): Matrix {
  const zones = columns.map((column) => (column.type === "datetime" ? timeZone : null));
  return rows.map((row) => {
    const cells = new Array<Cell>(columns.length);
    for (let c = 0; c < columns.length; c++) cells[c] = toCell(columns[c].value(row), zones[c]);
    return cells;
  });
}

/** A cell for formats that only hold text and numbers (CSV, clipboard, PDF, print). */
export function plainCell(cell: Cell): string | number | null {
  return isDateCell(cell) ? dateText(cell) : cell;
}

export function headersOf<Row>(columns: readonly Column<Row>[]): string[] {
  return columns.map((column) => column.header);
}
