import type { ColumnSize } from "./column-widths";
import type { Column } from "./types";

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
 * out on every frame than a grid per row. A column sized to its content grows with spare room and shrinks
 * to its minimum before the table scrolls sideways; a width set by hand stays.
 */
export function columnRules(
  scope: string,
  sizes: readonly ColumnSize[],
  selectable: boolean,
  hasActions: boolean,
): string {
  const flexes: string[] = sizes.map((size) =>
    size.fixed ? `flex:0 0 ${size.width}px;min-width:0` : `flex:1 1 ${size.width}px;min-width:${size.min}px`,
  );
  if (selectable) flexes.unshift(`flex:0 0 ${SIDE_COLUMN}px;min-width:0`);
  if (hasActions) flexes.push(`flex:0 0 ${SIDE_COLUMN}px;min-width:0`);
  return flexes.map((flex, index) => `.${scope} .c${index}{${flex}}`).join("\n");
}

/** The narrowest the rows get (every column at its minimum) before the grid scrolls sideways. */
export function gridMinWidth(sizes: readonly ColumnSize[], selectable: boolean, hasActions: boolean): number {
  const sides = (selectable ? SIDE_COLUMN : 0) + (hasActions ? SIDE_COLUMN : 0);
  return sizes.reduce((sum, size) => sum + size.min, sides);
}

export const ALIGN = { left: "", right: " text-right", center: " text-center" };

export function sortField<Row>(column: Column<Row>): string {
  return column.sortField ?? column.id;
}
