import { foldText } from "./text-order";
import type { Job } from "./time-slice";
import type { Column } from "./types";

/** Rows between two checks of the time budget (a row of the search tests every column). */
const FILTER_STEP = 512;

/** Case- and accent-insensitive form of a search term (values are matched through searchPattern). */
export function textKey(value: string): string {
  return foldText(value.toLowerCase());
}

// Letters a search term may stand for: typing "inigo" finds "Íñigo".
const VARIANTS: Record<string, string> = {
  a: "aàáâãäåāăą",
  c: "cçćĉċč",
  e: "eèéêëēĕėęě",
  i: "iìíîïĩīĭįı",
  n: "nñńņň",
  o: "oòóôõöøōŏő",
  u: "uùúûüũūŭůűų",
  y: "yýÿŷ",
  s: "sśŝşš",
  z: "zźżž",
};

/**
 * Case- and accent-insensitive matcher for a search term (already a textKey()). A regular expression
 * tests each value in place, allocating nothing per row, where lower-casing every value would fill
 * the heap with garbage (and GC pauses) on a million rows.
 */
export function searchPattern(term: string): RegExp {
  let source = "";
  for (const char of term)
    source += VARIANTS[char] ? `[${VARIANTS[char]}]` : char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(source, "i");
}

function matches<Row>(row: Row, columns: readonly Column<Row>[], pattern: RegExp): boolean {
  for (const column of columns) {
    const value = column.value(row);
    if (value === null || value === undefined) continue;
    if (pattern.test(typeof value === "string" ? value : String(value))) return true;
  }
  return false;
}

/**
 * Indices (taken from `order`, or 0..rows-1 when null) of the rows where some column's value contains
 * the term, ignoring case and accents. `term` must already be a textKey().
 */
export function* filterRows<Row>(
  rows: readonly Row[],
  order: Uint32Array | null,
  columns: readonly Column<Row>[],
  term: string,
): Job<Uint32Array> {
  const pattern = searchPattern(term);
  const length = order ? order.length : rows.length;
  const found = new Uint32Array(length);
  let count = 0;
  for (let position = 0; position < length; position++) {
    const index = order ? order[position] : position;
    if (matches(rows[index], columns, pattern)) found[count++] = index;
    if ((position & (FILTER_STEP - 1)) === FILTER_STEP - 1) yield;
  }
  return found.slice(0, count);
}
