// The one formula neutraliser of every export, the console's (CSV, clipboard) and the server's (filters
// and filter contents CSV): a file opened in a spreadsheet never runs a cell as a formula.

// OWASP CSV injection: a spreadsheet runs text as a formula when it starts with = + - @, a tab or a carriage
// return, also after leading spaces and in the full-width forms (＝＋－＠), and ; or | start command-separated
// payloads (DDE: =cmd|' /C calc'!A0). Full-width semicolon and vertical line count as well.
const FORMULA_START = /^(?:[\t\r]|[\s\u00a0\u3000]*[=+\-@;|\uff1d\uff0b\uff0d\uff20\uff1b\uff5c])/;
// A number written as text ("-12.5", "+3", "1,234.5", "2e3") is a value, not a formula: it stays as it is,
// so the spreadsheet still reads a number.
const PLAIN_NUMBER = /^[+-]?\d[\d.,]*(?:[eE][+-]?\d+)?$/;

/** True for text a spreadsheet would evaluate. */
function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
}

/**
 * For CSV and the clipboard, whose cells have no type: prefixes a quote to formula-like text, which the
 * spreadsheet then takes as text. Numbers, dates and ordinary text pass unchanged. (Excel files need no
 * prefix: their text cells are typed strings, never evaluated; see src/ui/export/build-xlsx.ts.)
 */
export function neutralise<C>(value: C): C | string {
  return typeof value === "string" && isFormulaLike(value) ? `'${value}` : value;
}
