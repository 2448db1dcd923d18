// One set of rules for the console (which call to make) and the server (which subscriber matches), so the two
// never disagree on what a typed number means. Mexican phone numbers as operators type them: "+52 1 (55) 1234-5678", "044 55 1234 5678", "01.55.1234.5678".
// Stored numbers are the 10 national digits; no national number starts with 0 or 1, which is what makes the
// dialling prefixes below unambiguous.

const ALLOWED = /^\+?[\d\s\-.()/]+$/;
const NATIONAL = /^[2-9]\d{9}$/;

function stripCountryCode(digits: string): string | null {
  if (!digits.startsWith("52")) return null;
  const rest = digits.slice(2);
  // "+52 1 55…" is the former mobile dialling format.
  return rest.length === 11 && rest.startsWith("1") ? rest.slice(1) : rest;
}

/** The 10 national digits of a phone typed in any common format, or null when it is not a Mexican number. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!ALLOWED.test(trimmed)) return null;
  let digits: string | null = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) digits = stripCountryCode(digits);
  else if (digits.startsWith("00")) digits = stripCountryCode(digits.slice(2));
  else if (digits.length === 12 && digits.startsWith("52")) digits = digits.slice(2);
  else if (digits.length === 13 && digits.startsWith("521")) digits = digits.slice(3);
  else if (digits.length === 13 && (digits.startsWith("044") || digits.startsWith("045")))
    digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith("01")) digits = digits.slice(2);
  return digits !== null && NATIONAL.test(digits) ? digits : null;
}

/**
 * The national digits a partly typed phone starts with (for prefix search): "" while only a dialling prefix
 * has been typed ("+52 1", "04"), null when the text is not a Mexican phone. A bare "52" stays: it may be
 * the start of a national number as well as the country code.
 */
export function phonePrefix(input: string): string | null {
  const trimmed = input.trim();
  if (!ALLOWED.test(trimmed)) return null;
  const full = normalizePhone(trimmed);
  if (full) return full;
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+") || digits.startsWith("00")) {
    if (!trimmed.startsWith("+")) digits = digits.slice(2);
    if ("52".startsWith(digits)) return "";
    if (!digits.startsWith("52")) return null;
    digits = digits.slice(2).replace(/^1/, "");
  } else if (digits.startsWith("0")) {
    if (["0", "04", "044", "045", "01"].includes(digits)) return "";
    if (/^04[45]/.test(digits)) digits = digits.slice(3);
    else if (digits.startsWith("01")) digits = digits.slice(2);
    else return null;
  }
  return /^([2-9]\d{0,9})?$/.test(digits) ? digits : null;
}
