import { isoAt } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { ApiError } from "../../envelope.ts";

/** A rate limit: at most `max` counted events per `windowMs` and subject (an IP, an e-mail...). */
export type Limit = { name: string; max: number; windowMs: number };

const MINUTE = 60_000;

// Failed logins are counted before the password is checked (and given back on success), so that a burst
// of parallel requests cannot get more checks than the limit allows.
export const LIMITS = {
  /**
   * Failed logins from one address, whichever accounts they try (password spraying). Once spent, an account
   * that already failed from that address waits; the others behind it (an office NAT) still sign in.
   */
  loginPerIp: { name: "login-ip", max: 50, windowMs: 15 * MINUTE },
  /** Failed logins on one e-mail from one address: what a spent address budget looks at. */
  loginPerIpAccount: { name: "login-ip-account", max: 1, windowMs: 15 * MINUTE },
  /**
   * Failed logins on one e-mail over a day. Once spent, each lock of the account lets one password through
   * (a wrong one locks again at once): the owner's right password after a lock lifts is still accepted.
   */
  loginPerAccount: { name: "login-account", max: 20, windowMs: 24 * 60 * MINUTE },
  /** Recovery lookups and mails requested from one address. */
  recoveryPerIp: { name: "recovery-ip", max: 20, windowMs: 15 * MINUTE },
  /** Recovery mails requested for one account (known or not: both are answered alike). */
  recoveryPerAccount: { name: "recovery-account", max: 3, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

/** 429 with the envelope: the caller must wait for the window to pass. */
export const tooManyRequests = () => new ApiError("too_many_requests");

export type Hit = { key: string; hits: number; windowStart: string; allowed: boolean };

/**
 * Counts one event in a single atomic statement (insert or update of the row) and says whether it is
 * within the limit. A window older than windowMs starts again at 1. Portable SQL: SQLite and PostgreSQL.
 */
export async function hit(db: Db, limit: Limit, subject: string, now: number): Promise<Hit> {
  const key = `${limit.name}:${subject}`;
  const expired = isoAt(now - limit.windowMs);
  const start = isoAt(now);
  const row = await db
    .insertInto("throttles")
    .values({ key, hits: 1, window_start: start })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when("throttles.window_start", "<=", expired)
          .then(1)
          .else(eb("throttles.hits", "+", 1))
          .end(),
        window_start: eb
          .case()
          .when("throttles.window_start", "<=", expired)
          .then(start)
          .else(eb.ref("throttles.window_start"))
          .end(),
      })),
    )
    .returning(["hits", "window_start"])
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  return { key, hits, windowStart: row.window_start, allowed: hits <= limit.max };
}

/** Gives back a counted event (a login that turned out right), if its window is still the current one. */
export async function refund(db: Db, counted: Hit): Promise<void> {
  await db
    .updateTable("throttles")
    .set((eb) => ({ hits: eb("hits", "-", 1) }))
    .where("key", "=", counted.key)
    .where("window_start", "=", counted.windowStart)
    .where("hits", ">", 0)
    .execute();
}

/** Forgets a subject's count (the account's owner proved who they are: recovery, an administrator). */
export async function clearLimit(db: Db, limit: Limit, subject: string): Promise<void> {
  await db.deleteFrom("throttles").where("key", "=", `${limit.name}:${subject}`).execute();
}

/** Drops counters whose window ended more than keepMs ago (at least the longest window). */
export async function pruneThrottles(db: Db, now: number, keepMs: number): Promise<number> {
  const longest = Math.max(keepMs, ...Object.values(LIMITS).map((limit) => limit.windowMs));
  const result = await db
    .deleteFrom("throttles")
    .where("window_start", "<", isoAt(now - longest))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
