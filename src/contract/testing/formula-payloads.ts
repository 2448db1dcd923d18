/**
 * Issue 28 item 8's 18 formula starts, for the tests of every export (the console's and the server's): = + - @,
 * tab, CR, ; and | (8), the full-width forms of the six printable ones (6), and a formula after leading white
 * space (4). Each must come out of an export prefixed with a quote.
 */
export const FORMULA_PAYLOADS: readonly string[] = [
  "=1+1",
  "+1+cmd",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(A1)",
  "\t=1+1",
  "\r=1+1",
  ";cmd|' /C calc'!A0",
  "|calc",
  "\uff1d1+1",
  "\uff0bcmd",
  "\uff0d2+3",
  "\uff20SUM(A1)",
  "\uff1bcmd",
  "\uff5ccalc",
  "  =1+1",
  "\n=1+1",
  "\u00a0@SUM(A1)",
  "\u3000+1+cmd",
];
