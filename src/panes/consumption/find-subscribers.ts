import {
  CODES,
  type FoundUser,
  fetchSubscriber,
  type SearchKind,
  type SubscriberSearch,
  searchSubscribers,
} from "../../api/consumption";
import { isApiError } from "../../api/errors";
import { isMasked } from "../../kit/personal-data";
import { session } from "../../session/store";
import { classifyTerm, MIN_PHONE_DIGITS, type Term } from "./term";

// Subscribers matching what was typed in the palette: a whole e-mail or phone is looked up exactly
// (byemail, bytel for both carriers: calls every server has), merged with the partial search
// (user/search, an extension this server adds; its absence elsewhere just finds nothing more).

export type FoundSubscriber = { user: FoundUser; search: SubscriberSearch };

/** Settles "not found" (and "not a valid e-mail/phone") as no match; other failures still fail. */
async function exact(search: SubscriberSearch, signal: AbortSignal): Promise<FoundSubscriber[]> {
  try {
    return [{ user: await fetchSubscriber(search, signal), search }];
  } catch (error) {
    const none: string[] = [CODES.userNotFound, CODES.invalidEmail, CODES.invalidPhone];
    if (isApiError(error) && none.includes(error.code)) return [];
    throw error;
  }
}

async function partial(term: string, signal: AbortSignal): Promise<FoundSubscriber[]> {
  const hits = await searchSubscribers(term, signal);
  return hits.map(({ MATCH, ...user }) => ({ user, search: searchFor(user, MATCH) }));
}

/**
 * The search that finds a user again, by how they were matched; by id when the value matched reached this
 * user masked (src/contract/personal-data.ts): a masked e-mail or phone finds nobody.
 */
export function searchFor(user: FoundUser, match: SearchKind): SubscriberSearch {
  if (isMasked(session.user, "consulta_consumo")) return { by: "id", q: String(user.ID_USUARIO) };
  const phone = match === "telmex" ? user.PHONE_TELMEX : match === "telcel" ? user.PHONE_TELCEL : null;
  return phone ? { by: match, q: phone } : { by: "email", q: user.EMAIL.toLowerCase() };
}

function dedupe(lists: FoundSubscriber[][]): FoundSubscriber[] {
  const seen = new Set<number>();
  return lists.flat().filter(({ user }) => !seen.has(user.ID_USUARIO) && Boolean(seen.add(user.ID_USUARIO)));
}

const EMAIL_CHARS = /^[a-z0-9._%+-]+$/i;

/**
 * Text that can only be the start of an e-mail address ("maria.lop"): no spaces, letters, and a dot,
 * underscore, plus or digit — which command titles never have, so "usuarios" asks no server.
 */
export function looksLikeEmailStart(value: string): boolean {
  return EMAIL_CHARS.test(value) && /[a-z]/i.test(value) && /[._%+]|\d/.test(value);
}

/**
 * Whether a term is worth a look-up: on the palette's root page e-mails, phones and the start of an e-mail
 * address are; on the look-up page any text is.
 */
export function searchable(term: Term, anyText: boolean): boolean {
  if (term.kind === "email") return term.value.length >= 3;
  if (term.kind === "phone") return term.digits.length >= MIN_PHONE_DIGITS;
  return term.value.length >= 3 && (anyText || looksLikeEmailStart(term.value));
}

export async function findSubscribers(input: string, signal: AbortSignal): Promise<FoundSubscriber[]> {
  const term = classifyTerm(input);
  const lookups: Promise<FoundSubscriber[]>[] = [];
  if (term.kind === "email" && term.complete) lookups.push(exact({ by: "email", q: term.value }, signal));
  if (term.kind === "phone" && term.complete) {
    lookups.push(
      exact({ by: "telmex", q: term.digits }, signal),
      exact({ by: "telcel", q: term.digits }, signal),
    );
  }
  lookups.push(partial(term.value, signal));
  return dedupe(await Promise.all(lookups));
}

/**
 * The search a whole phone takes, found as the palette finds it: both carriers looked up, the one that has it
 * wins (Telmex when neither does, so the pane reports the number as not found).
 */
export async function phoneSearch(
  digits: string,
  signal: AbortSignal,
): Promise<FoundSubscriber | SubscriberSearch> {
  const both = await Promise.all([
    exact({ by: "telmex", q: digits }, signal),
    exact({ by: "telcel", q: digits }, signal),
  ]).catch(() => [[], []]);
  return both.flat()[0] ?? { by: "telmex", q: digits };
}

/** Resolves after `ms` unless aborted first (the palette aborts a search as soon as the text changes). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
