import type { Column } from "./types";

// Column widths: each column sized to its content (header and a sample of rows), able to shrink to about
// half of that when the table is narrow (the text truncates, with a tooltip), and set by hand by dragging or
// with the keyboard on its header's edge. Hand-set widths are remembered per table.

export const MIN_WIDTH = 48;
export const MAX_WIDTH = 800;
/** Content wider than this is left to truncate (a long message needs the detail view, not a huge column). */
const MAX_AUTO = 360;
const CHAR_PX = 7.4; // text-sm, where text cannot be measured (tests)
const HEADER_CHAR_PX = 7; // text-xs semibold
const CELL_PADDING = 16;
/** Room for what cells draw around their text (badges' padding). */
const SLACK = 8;
const SORT_ICON = 20;
/** Rows sampled from the top of the view. */
export const SAMPLE_ROWS = 100;

export type Widths = Readonly<Record<string, number>>;
/** How a data column lays out: its preferred width and how far it may shrink. */
export type ColumnSize = { width: number; min: number; fixed: boolean };

let canvas: CanvasRenderingContext2D | null | undefined;

/** The text's width in the page's font, or an estimate where there is no canvas (tests). */
function textWidth(text: string, size: number, weight: number, perChar: number): number {
  if (canvas === undefined) {
    try {
      canvas = typeof document === "undefined" ? null : document.createElement("canvas").getContext("2d");
    } catch {
      canvas = null;
    }
  }
  if (!canvas || typeof document === "undefined") return text.length * perChar;
  canvas.font = `${weight} ${size}px ${getComputedStyle(document.body).fontFamily}`;
  const width = canvas.measureText(text).width;
  return Number.isFinite(width) && (width > 0 || text === "") ? width : text.length * perChar;
}

/** What a cell shows as text: its own rendering when that is text, else its value. */
export function cellText<Row>(column: Column<Row>, row: Row): string {
  const shown = column.cell?.(row);
  if (typeof shown === "string" || typeof shown === "number") return String(shown);
  const value = column.value(row);
  return value === null || value === undefined ? "" : String(value);
}

/** Below this a column's text truncates only after the others have given up their spare room. */
const SHRINK_FLOOR = 120;

/** The width a column's values ask for: the longest of most sampled values (one freak value does not count). */
function valueWidth<Row>(column: Column<Row>, sample: readonly Row[]): number {
  const widths = sample
    .map((row) => textWidth(cellText(column, row), 14, 400, CHAR_PX))
    .sort((a, b) => a - b);
  const typical = widths.length ? widths[Math.min(widths.length - 1, Math.floor(widths.length * 0.9))] : 0;
  return typical ? Math.ceil(typical) + CELL_PADDING + SLACK + (column.adornment ?? 0) : 0;
}

/** The width a column's content asks for: its header or its values, up to its cap. */
export function contentWidth<Row>(column: Column<Row>, sample: readonly Row[]): number {
  if (column.controls && column.width) return column.width;
  const header =
    textWidth(column.header, 12, 600, HEADER_CHAR_PX) + CELL_PADDING + (column.sortable ? SORT_ICON : 0);
  const cap = column.width ?? MAX_AUTO;
  return Math.round(Math.min(cap, Math.max(MIN_WIDTH, header, valueWidth(column, sample))));
}

/**
 * How far a column may shrink when the table is narrow: headers truncate first (down to the values),
 * long text next (down to SHRINK_FLOOR); dates and short values — status, level, amounts — stay whole.
 */
function minimumWidth<Row>(column: Column<Row>, sample: readonly Row[], width: number): number {
  if (column.type === "datetime" || column.controls) return width;
  const values = Math.max(MIN_WIDTH, Math.round(valueWidth(column, sample)));
  return Math.min(width, Math.min(values, SHRINK_FLOOR));
}

export function columnSizes<Row>(
  columns: readonly Column<Row>[],
  sample: readonly Row[],
  widths: Widths,
): ColumnSize[] {
  return columns.map((column) => {
    const own = widths[column.id];
    if (own !== undefined) return { width: own, min: own, fixed: true };
    const width = contentWidth(column, sample);
    return { width, min: minimumWidth(column, sample, width), fixed: false };
  });
}

export function clampWidth(width: number): number {
  return Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));
}

const storageKey = (table: string) => `adm.table.${table}.widths`;

export function loadWidths(table: string): Widths {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(table)) ?? "{}") as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
    );
  } catch {
    return {};
  }
}

export function saveWidths(table: string, widths: Widths): void {
  try {
    if (Object.keys(widths).length) localStorage.setItem(storageKey(table), JSON.stringify(widths));
    else localStorage.removeItem(storageKey(table));
  } catch {
    // Storage full or refused: the widths still hold for this visit.
  }
}
