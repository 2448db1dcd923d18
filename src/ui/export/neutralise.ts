import type { Cell } from "./cells";

// Spreadsheet apps evaluate text starting with these as a formula (CSV/formula injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a quote to text a spreadsheet would run as a formula; other cells pass unchanged. */
export function neutralise<C extends Cell>(value: C): C | string {
  return typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : value;
}
