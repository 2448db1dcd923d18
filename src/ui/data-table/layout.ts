import type { Column } from "./types";

const FLEX_MIN = 128;
const SIDE_COLUMN = 40; // selection check box and row menu

function escapeClass(id: string): string {
  return id.replace(/[^\w-]/g, "_");
}

/** Class naming one table instance, for its column-width rules. */
export function tableClass(id: string): string {
  return `dt${escapeClass(id)}`;
}

/**
 * Column widths as one small style sheet for the table (cells carry the class `c<n>`): header and body
 * rows line up, and scrolling rows need no per-cell inline styles. Rows are flex boxes, cheaper to lay
 * out on every frame than a grid per row.
 */
export function columnRules<Row>(
  scope: string,
  columns: readonly Column<Row>[],
  selectable: boolean,
  hasActions: boolean,
): string {
  const widths: string[] = columns.map((column) =>
    column.width ? `0 0 ${column.width}px` : `1 0 ${FLEX_MIN}px`,
  );
  if (selectable) widths.unshift(`0 0 ${SIDE_COLUMN}px`);
  if (hasActions) widths.push(`0 0 ${SIDE_COLUMN}px`);
  return widths.map((flex, index) => `.${scope} .c${index}{flex:${flex};min-width:0}`).join("\n");
}

export function gridMinWidth<Row>(
  columns: readonly Column<Row>[],
  selectable: boolean,
  hasActions: boolean,
): number {
  const sides = (selectable ? SIDE_COLUMN : 0) + (hasActions ? SIDE_COLUMN : 0);
  return columns.reduce((sum, column) => sum + (column.width ?? FLEX_MIN), sides);
}

export const ALIGN = { left: "", right: " text-right", center: " text-center" };

export function sortField<Row>(column: Column<Row>): string {
  return column.sortField ?? column.id;
}
