/**
 * Case- and accent-insensitive text order without allocating a lower-cased copy of every value (a
 * million new strings means seconds of garbage collection): characters are folded through a table as
 * they are compared, and a numeric key of the first six folded characters settles most comparisons.
 */
const FOLD = new Uint16Array(0x250);
for (let code = 0; code < FOLD.length; code++) FOLD[code] = code;
for (let code = 65; code <= 90; code++) FOLD[code] = code + 32;
const ACCENTED: Record<string, string> = {
  a: "ÀÁÂÃÄÅàáâãäåĀāĂăĄą",
  c: "ÇçĆćĈĉĊċČč",
  d: "ĎďĐđ",
  e: "ÈÉÊËèéêëĒēĔĕĖėĘęĚě",
  g: "ĜĝĞğĠġĢģ",
  h: "ĤĥĦħ",
  i: "ÌÍÎÏìíîïĨĩĪīĬĭĮįİı",
  j: "Ĵĵ",
  k: "Ķķ",
  l: "ĹĺĻļĽľĿŀŁł",
  n: "ÑñŃńŅņŇň",
  o: "ÒÓÔÕÖØòóôõöøŌōŎŏŐő",
  r: "ŔŕŖŗŘř",
  s: "ŚśŜŝŞşŠš",
  t: "ŢţŤťŦŧ",
  u: "ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲų",
  w: "Ŵŵ",
  y: "ÝýÿŶŷŸ",
  z: "ŹźŻżŽž",
};
for (const [base, variants] of Object.entries(ACCENTED)) {
  for (const variant of variants) FOLD[variant.charCodeAt(0)] = base.charCodeAt(0);
}

function fold(code: number): number {
  return code < 0x250 ? FOLD[code] : code;
}

/** Characters packed into one sort key: 6 × 8 bits stay exact in a double. */
export const KEY_CHARS = 6;

/**
 * Writes at `index` two numbers ordered like the text's first 12 folded characters, and whether they
 * hold them exactly. A character folding to 255 or beyond is written as 255 and ends the keys (zeros
 * after it), so keys never contradict compareText: equal keys only mean "compare the texts".
 */
export function writeTextKeys(
  text: string,
  index: number,
  first: Float64Array,
  second: Float64Array,
  exact: Uint8Array,
): void {
  let key = 0;
  let whole = 1;
  for (let i = 0; i < 2 * KEY_CHARS; i++) {
    let code = whole && i < text.length ? fold(text.charCodeAt(i)) : 0;
    if (code >= 255) {
      code = 255;
      whole = 0;
    }
    key = key * 256 + code;
    if (i === KEY_CHARS - 1) {
      first[index] = key;
      key = 0;
    }
  }
  second[index] = key;
  exact[index] = whole;
}

/** Compares two texts ignoring case and accents, from character `from` on (the ones before are equal). */
export function compareText(a: string, b: string, from = 0): number {
  const length = Math.min(a.length, b.length);
  for (let i = from; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      const difference = (x < 0x250 ? FOLD[x] : x) - (y < 0x250 ? FOLD[y] : y);
      if (difference !== 0) return difference;
    }
  }
  return a.length - b.length;
}

/** Lower case without accents: the form search terms are typed in. */
export function foldText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) out += String.fromCharCode(fold(text.charCodeAt(i)));
  return out;
}
