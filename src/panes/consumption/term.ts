import type { SearchKind, SubscriberSearch } from "../../api/consumption";
import { normalizePhone } from "../../contract/phone";

// What an operator typed or pasted: an e-mail, a Mexican phone in any common format ("+52 1 (55) 1234-5678",
// "044 55 1234 5678", "55-1234-5678"), or other text. The server decides validity; this only picks which
// call to make and keeps one form of a phone in the pane's URL (src/contract/phone.ts: the server's rules).

export type Term =
  | { kind: "email"; value: string; complete: boolean }
  | { kind: "phone"; value: string; digits: string; complete: boolean }
  | { kind: "text"; value: string };

const PHONE_CHARS = /^\+?[\d\s\-.()/]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
/** The palette looks a phone up from this many digits on (fewer match too many subscribers to be useful). */
export const MIN_PHONE_DIGITS = 4;

export function classifyTerm(input: string): Term {
  const value = input.trim();
  if (value.includes("@")) return { kind: "email", value, complete: EMAIL.test(value) };
  if (PHONE_CHARS.test(value) && /\d/.test(value)) {
    const full = normalizePhone(value);
    return { kind: "phone", value, digits: full ?? value.replace(/\D/g, ""), complete: full !== null };
  }
  return { kind: "text", value };
}

/** The form a search takes in the pane's params: e-mails trimmed and lower-cased, phones as 10 digits. */
export function normalizeSearch(by: SearchKind, q: string): SubscriberSearch {
  const value = q.trim();
  if (by === "email") return { by, q: value.toLowerCase() };
  if (by === "id") return { by, q: value };
  return { by, q: normalizePhone(value) ?? value };
}

/** The kinds a search may be, in the order the pane's selector offers them. */
export const SEARCH_KINDS: readonly SearchKind[] = ["email", "telmex", "telcel", "id"];
const KINDS = SEARCH_KINDS;

/** The search a pane's params hold, or null when none (a fresh pane). */
export function searchFromParams(params: Readonly<Record<string, string>>): SubscriberSearch | null {
  const by = KINDS.includes(params.by as SearchKind) ? (params.by as SearchKind) : "email";
  const q = (params.q ?? "").trim();
  return q ? { by, q } : null;
}

export function paramsOfSearch(search: SubscriberSearch): Record<string, string> {
  return { by: search.by, q: search.q };
}

export function isSearchKind(value: string): value is SearchKind {
  return KINDS.includes(value as SearchKind);
}
