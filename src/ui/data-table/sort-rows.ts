import { compareText, KEY_CHARS, writeTextKeys } from "./text-order";
import type { Job } from "./time-slice";
import type { Column, SortOrder } from "./types";

/** Rows between two checks of the time budget. */
const STEP = 4096;
const MERGE_BUDGET = STEP * 8;

/**
 * Sort keys in typed arrays: numbers as they are; text as two numbers holding its first 12 folded
 * characters, so nearly every comparison is numeric and no lower-cased copy of a value is allocated.
 */
type SortKeys = {
  first: Float64Array;
  second: Float64Array;
  /** 1 for empty values, which go last in both orders. */
  empty: Uint8Array;
  /** Text values, to settle ties beyond the keys; null for numeric columns. */
  texts: string[] | null;
  /** 1 when the keys hold the first twelve characters exactly (see writeTextKeys). */
  exact: Uint8Array | null;
};

/** Milliseconds since the epoch of a date-time value; undefined (sorted as empty) when it names none. */
function instantOf(value: string | number): number | undefined {
  const time = typeof value === "number" ? value : Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

function* extractKeys<Row>(rows: readonly Row[], column: Column<Row>): Job<SortKeys> {
  const count = rows.length;
  const raw = new Array<string | number | null | undefined>(count);
  const empty = new Uint8Array(count);
  let numeric = true;
  // A date-time column sorts by the instant its text names, never by the text (offsets, formats).
  const instant = column.type === "datetime";
  for (let i = 0; i < count; i++) {
    const shown = column.value(rows[i]);
    const value = instant && shown !== null && shown !== undefined ? instantOf(shown) : shown;
    raw[i] = value;
    if (value === null || value === undefined || value === "") empty[i] = 1;
    else if (typeof value !== "number") numeric = false;
    if ((i & (STEP - 1)) === STEP - 1) yield;
  }
  const first = new Float64Array(count);
  if (numeric) {
    for (let i = 0; i < count; i++) first[i] = empty[i] ? 0 : (raw[i] as number);
    return { first, second: first, empty, texts: null, exact: null };
  }
  const second = new Float64Array(count);
  const exact = new Uint8Array(count);
  const texts = raw as string[];
  for (let i = 0; i < count; i++) {
    const text = empty[i] ? "" : String(raw[i]);
    texts[i] = text;
    writeTextKeys(text, i, first, second, exact);
    if ((i & (STEP - 1)) === STEP - 1) yield;
  }
  return { first, second, empty, texts, exact };
}

/** Negative when row a sorts before row b (ascending). */
function compareRows(keys: SortKeys, a: number, b: number): number {
  const difference = keys.first[a] - keys.first[b];
  if (difference !== 0) return difference;
  const next = keys.second[a] - keys.second[b];
  if (next !== 0 || keys.texts === null || keys.exact === null) return next;
  const from = keys.exact[a] && keys.exact[b] ? 2 * KEY_CHARS : 0;
  return compareText(keys.texts[a], keys.texts[b], from);
}

/**
 * Merges source[low..middle) and source[middle..high) into target, resuming from and saving `at`
 * ([i, j, k]), for at most `budget` moves; returns whether the run is complete. A plain function: the
 * engine optimises this hot loop fully, which it would not inside a generator.
 */
function mergeSome(
  keys: SortKeys,
  sign: number,
  source: Uint32Array,
  target: Uint32Array,
  at: Int32Array,
  middle: number,
  high: number,
  budget: number,
): boolean {
  const empty = keys.empty;
  let i = at[0];
  let j = at[1];
  let k = at[2];
  const stop = Math.min(high, k + budget);
  while (k < stop && i < middle && j < high) {
    const left = source[i];
    const right = source[j];
    // Take the right one only when it sorts strictly first: the sort stays stable.
    const rightFirst =
      empty[left] !== empty[right]
        ? empty[left] === 1
        : empty[left] === 0 && sign * compareRows(keys, right, left) < 0;
    if (rightFirst) {
      target[k++] = right;
      j++;
    } else {
      target[k++] = left;
      i++;
    }
  }
  while (k < stop && i < middle) target[k++] = source[i++];
  while (k < stop && j < high) target[k++] = source[j++];
  at[0] = i;
  at[1] = j;
  at[2] = k;
  return k >= high;
}

/** Row indices in the column's order, empty values last; a stable bottom-up merge sort in slices. */
export function* sortRows<Row>(
  rows: readonly Row[],
  column: Column<Row>,
  order: SortOrder,
): Job<Uint32Array> {
  const keys = yield* extractKeys(rows, column);
  const sign = order === "asc" ? 1 : -1;
  const count = rows.length;
  let source = new Uint32Array(count);
  for (let i = 0; i < count; i++) source[i] = i;
  let target = new Uint32Array(count);
  const at = new Int32Array(3);
  let moves = 0;
  for (let width = 1; width < count; width *= 2) {
    for (let low = 0; low < count; low += 2 * width) {
      const middle = Math.min(low + width, count);
      const high = Math.min(low + 2 * width, count);
      at[0] = low;
      at[1] = middle;
      at[2] = low;
      while (!mergeSome(keys, sign, source, target, at, middle, high, MERGE_BUDGET - moves)) {
        moves = 0;
        yield;
      }
      moves += high - low;
      if (moves >= MERGE_BUDGET) {
        moves = 0;
        yield;
      }
    }
    [source, target] = [target, source];
  }
  return source;
}
