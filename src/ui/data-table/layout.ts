import type { Column } from "./types";

const FLEX_MIN = 128;
const SIDE_COLUMN = 40; // selection checkbox and row menu

/** CSS grid template shared by the header row and every body row, so columns always line up. */
export function gridTemplate<Row>(
  columns: readonly Column<Row>[],
  selectable: boolean,
  hasActions: boolean,
): string {
  const parts = columns.map((column) => (column.width ? `${column.width}px` : `minmax(${FLEX_MIN}px, 1fr)`));
  if (selectable) parts.unshift(`${SIDE_COLUMN}px`);
  if (hasActions) parts.push(`${SIDE_COLUMN}px`);
  return parts.join(" ");
}

export function gridMinWidth<Row>(
  columns: readonly Column<Row>[],
  selectable: boolean,
  hasActions: boolean,
): number {
  const sides = (selectable ? SIDE_COLUMN : 0) + (hasActions ? SIDE_COLUMN : 0);
  return columns.reduce((sum, column) => sum + (column.width ?? FLEX_MIN), sides);
}

export function alignClass(align: Column<unknown>["align"]): string {
  return align === "right"
    ? "justify-end text-right"
    : align === "center"
      ? "justify-center text-center"
      : "";
}

export function sortField<Row>(column: Column<Row>): string {
  return column.sortField ?? column.id;
}
