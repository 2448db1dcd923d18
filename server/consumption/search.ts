import type { PhoneType, SearchHit } from "../../src/contract/consumption.ts";
import { phonePrefix } from "../../src/contract/phone.ts";
import type { Db } from "../db/database.ts";
import { FOUND_USER_COLUMNS, PHONE_COLUMN } from "./queries.ts";

// The command palette's user search (an extension of spec 1 §7; other servers may lack it): prefix ranges on
// (region, email) and on each phone index, never LIKE '%…' nor a scan.

/** Upper bound of a prefix range: above every string starting with the prefix (U+10FFFF sorts last in UTF-8). */
const prefixEnd = (prefix: string) => `${prefix}\u{10ffff}`;

export type SearchResult = { kind: "email" | "phone" | "none"; users: SearchHit[] };

export const MIN_EMAIL_PREFIX = 3;
export const MIN_PHONE_DIGITS = 4;

export const emailPrefixQuery = (db: Db, prefix: string, region: string, limit: number) =>
  db
    .selectFrom("end_users")
    .select(FOUND_USER_COLUMNS)
    .where("region", "=", region)
    .where("email", ">=", prefix)
    .where("email", "<", prefixEnd(prefix))
    .orderBy("email")
    .limit(limit);

export const phonePrefixQuery = (db: Db, prefix: string, type: PhoneType, region: string, limit: number) =>
  db
    .selectFrom("end_users")
    .select(FOUND_USER_COLUMNS)
    .where(PHONE_COLUMN[type], ">=", prefix)
    .where(PHONE_COLUMN[type], "<", prefixEnd(prefix))
    .where("region", "=", region)
    .orderBy(PHONE_COLUMN[type])
    .limit(limit);

/** Command-palette search: an e-mail prefix, or the leading digits of a telmex or telcel phone. */
export async function searchUsers(
  db: Db,
  term: string,
  region: string,
  limit: number,
): Promise<SearchResult> {
  const digits = term.includes("@") ? null : phonePrefix(term);
  if (digits !== null) {
    if (digits.length < MIN_PHONE_DIGITS) return { kind: "phone", users: [] };
    const [telmex, telcel] = await Promise.all(
      (["telmex", "telcel"] as const).map((type) =>
        phonePrefixQuery(db, digits, type, region, limit).execute(),
      ),
    );
    const hits = [
      ...telmex.map((u) => ({ ...u, MATCH: "telmex" as const, phone: u.PHONE_TELMEX ?? "" })),
      ...telcel.map((u) => ({ ...u, MATCH: "telcel" as const, phone: u.PHONE_TELCEL ?? "" })),
    ].sort((a, b) => (a.phone < b.phone ? -1 : a.phone > b.phone ? 1 : a.ID_USUARIO - b.ID_USUARIO));
    const seen = new Set<number>();
    const users: SearchHit[] = [];
    for (const { phone: _, ...hit } of hits) {
      if (users.length === limit) break;
      if (seen.has(hit.ID_USUARIO)) continue;
      seen.add(hit.ID_USUARIO);
      users.push(hit);
    }
    return { kind: "phone", users };
  }
  const prefix = term.trim().toLowerCase();
  if (prefix.length < MIN_EMAIL_PREFIX) return { kind: prefix ? "email" : "none", users: [] };
  const rows = await emailPrefixQuery(db, prefix, region, limit).execute();
  return { kind: "email", users: rows.map((u) => ({ ...u, MATCH: "email" as const })) };
}
