import { z } from "zod";
import { defineCalls } from "./define.ts";
import { dataTablesAnswer, draw, pageWindow, sortedSearch } from "./paging.ts";
import { phonePrefix } from "./phone.ts";

// AGU, end-user administration (spec 1 §2 /index/gestion_usuarios, module `clients`; the spec gives only its
// name): a server-side paged directory of the consumption module's end users, searched by e-mail, name, phone
// or user hash and filtered by region. The search rules live here so console and server never disagree.

export const DIRECTORY_SORT_FIELDS = ["id_usuario", "email", "name"] as const;
export type DirectorySortField = (typeof DIRECTORY_SORT_FIELDS)[number];

export const SEARCH_KINDS = ["auto", "email", "name", "phone", "hash"] as const;
export type SearchBy = (typeof SEARCH_KINDS)[number];

/** Fewest characters (phone: national digits) a search needs: fewer would match too much to be useful. */
export const MIN_SEARCH = { email: 3, name: 3, phone: 4, hash: 6 } as const;

export type DirectorySearch =
  | { kind: "none" }
  | { kind: keyof typeof MIN_SEARCH; value: string; exact: boolean; tooShort: boolean };

const HASH = /^[0-9a-f]+$/;
const HASH_LENGTH = 32;

/** Lower case without diacritics: how names are compared ("maria lopez" finds "María López"). */
export function nameKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

function searchAs(kind: keyof typeof MIN_SEARCH, value: string, exact: boolean): DirectorySearch {
  return { kind, value, exact, tooShort: !exact && value.length < MIN_SEARCH[kind] };
}

/**
 * What a directory search means. "auto" reads the term: an "@" is an e-mail, 32 hex digits a user hash,
 * digits in any phone format a phone (src/contract/phone.ts), anything else a name. E-mails, names and
 * hashes match from their start; a phone matches either of the subscriber's two numbers.
 */
export function directorySearch(term: string, by: SearchBy = "auto"): DirectorySearch {
  const text = term.trim();
  if (!text) return { kind: "none" };
  const lower = text.toLowerCase();
  const digits = phonePrefix(text);
  if (by === "email" || (by === "auto" && text.includes("@")))
    return searchAs("email", lower, /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(lower));
  if (by === "hash" || (by === "auto" && HASH.test(lower) && lower.length === HASH_LENGTH))
    return searchAs("hash", lower, lower.length === HASH_LENGTH);
  if (by === "phone" || (by === "auto" && digits !== null && /\d/.test(text)))
    return searchAs("phone", digits ?? "", (digits ?? "").length === 10);
  return searchAs("name", nameKey(text), false);
}

export const endUserRow = z.object({
  id_usuario: z.int(),
  user_hash: z.string(),
  email: z.string(),
  name: z.string(),
  region: z.string(),
  phone_telmex: z.string().nullable(),
  phone_telcel: z.string().nullable(),
  created_at: z.string(),
  /** Active subscriptions (what the consumption pane would let the operator cancel). */
  active_subscriptions: z.int(),
});
export type EndUserRow = z.output<typeof endUserRow>;

export const directoryPage = dataTablesAnswer(endUserRow);
export type DirectoryPage = z.output<typeof directoryPage>;

export const aguCalls = defineCalls("agu", {
  listEndUsers: {
    summary:
      "End-user directory page (draw/from/quantity). A search lists its matches in the order of what it " +
      "matched; a term shorter than its minimum matches nothing. extra.filteredCapped when the count stopped",
    method: "GET",
    path: "/clients/users",
    query: z.object({
      draw,
      ...pageWindow.fromQuantity(500, 25),
      ...sortedSearch(DIRECTORY_SORT_FIELDS, { field: "id_usuario", order: "asc" }),
      by: z.enum(SEARCH_KINDS).default("auto"),
      /** One region the operator holds; absent or empty: every region they hold. */
      user_region: z.string().trim().max(40).optional(),
    }),
    result: directoryPage,
    access: { module: "clients", privilege: "view" },
  },
});
