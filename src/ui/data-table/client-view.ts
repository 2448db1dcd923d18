import type { Job } from "./time-slice";
import type { Column, SortOrder } from "./types";

/** Rows between two checks of the time budget (a row of the search tests every column). */
const STEP = 4096;
const FILTER_STEP = 512;

type SortKeys = { numeric: true; keys: Float64Array } | { numeric: false; keys: string[] };

const NON_ASCII = /[^ -~]/; // anything outside printable ASCII may carry accents
const DIACRITICS = /\p{Diacritic}/gu;

/** Case- and accent-insensitive key so "Álvaro" sorts next to "alvaro" without a slow collator. */
export function textKey(value: string): string {
  const lower = value.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize("NFD").replace(DIACRITICS, "") : lower;
}

function* extractKeys<Row>(rows: readonly Row[], column: Column<Row>): Job<SortKeys> {
  const raw = new Array<string | number | null | undefined>(rows.length);
  let numeric = true;
  for (let i = 0; i < rows.length; i++) {
    const value = column.value(rows[i]);
    raw[i] = value;
    if (numeric && value !== null && value !== undefined && value !== "" && typeof value !== "number")
      numeric = false;
    if ((i & (STEP - 1)) === STEP - 1) yield;
  }
  if (numeric) {
    // NaN marks an empty value; the comparator sends it to the end.
    const keys = new Float64Array(rows.length);
    for (let i = 0; i < raw.length; i++) {
      const value = raw[i];
      keys[i] = typeof value === "number" ? value : Number.NaN;
    }
    return { numeric: true, keys };
  }
  const keys = new Array<string>(rows.length);
  for (let i = 0; i < raw.length; i++) {
    const value = raw[i];
    keys[i] = value === null || value === undefined ? "" : textKey(String(value));
    if ((i & (STEP - 1)) === STEP - 1) yield;
  }
  return { numeric: false, keys };
}

function numericCompare(keys: Float64Array, sign: number) {
  return (a: number, b: number) => {
    const x = keys[a];
    const y = keys[b];
    if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : 1; // empty values last in both orders
    if (Number.isNaN(y)) return -1;
    return x < y ? -sign : x > y ? sign : 0;
  };
}

function textCompare(keys: string[], sign: number) {
  return (a: number, b: number) => {
    const x = keys[a];
    const y = keys[b];
    if (x === y) return 0;
    if (x === "") return 1;
    if (y === "") return -1;
    return x < y ? -sign : sign;
  };
}

/** Stable bottom-up merge sort of row indices; yields every few thousand moves. */
function* mergeSort(count: number, compare: (a: number, b: number) => number): Job<Uint32Array> {
  let source = new Uint32Array(count);
  for (let i = 0; i < count; i++) source[i] = i;
  let target = new Uint32Array(count);
  let moves = 0;
  for (let width = 1; width < count; width *= 2) {
    for (let low = 0; low < count; low += 2 * width) {
      const middle = Math.min(low + width, count);
      const high = Math.min(low + 2 * width, count);
      let i = low;
      let j = middle;
      let k = low;
      while (i < middle && j < high)
        target[k++] = compare(source[j], source[i]) < 0 ? source[j++] : source[i++];
      while (i < middle) target[k++] = source[i++];
      while (j < high) target[k++] = source[j++];
      moves += high - low;
      if (moves >= STEP * 4) {
        moves = 0;
        yield;
      }
    }
    [source, target] = [target, source];
  }
  return source;
}

/** Row indices in the column's order (empty values last). */
export function* sortRows<Row>(
  rows: readonly Row[],
  column: Column<Row>,
  order: SortOrder,
): Job<Uint32Array> {
  const sortKeys = yield* extractKeys(rows, column);
  const sign = order === "asc" ? 1 : -1;
  const compare = sortKeys.numeric ? numericCompare(sortKeys.keys, sign) : textCompare(sortKeys.keys, sign);
  return yield* mergeSort(rows.length, compare);
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
