import type { ExpressionBuilder } from "kysely";
import { isoAt } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { clearLimit, hit, LIMITS, type Limit } from "./throttle.ts";

/** The wrong password that locks the account (counted since the last success or unlock). */
export const MAX_FAILED_LOGINS = 5;

/** How long a lock lasts when nobody lifts it sooner (ADM_LOCK_MINUTES). */
export const DEFAULT_LOCK_MS = 15 * 60_000;

/**
 * Whether the account's count starts again: its lock has run out, or its count sits at the limit with no
 * lock and no attempt for a lock's length (attempts counted but never finished, e.g. by a crash).
 */
function countExpired(eb: ExpressionBuilder<Database, "users">, expired: string) {
  return eb.or([
    eb("locked_at", "<=", expired),
    eb.and([
      eb("locked_at", "is", null),
      eb("failed_logins", ">=", MAX_FAILED_LOGINS),
      eb("failed_login_at", "<=", expired),
    ]),
  ]);
}

/**
 * Counts a login attempt on an account before its password is checked, in one atomic UPDATE: it succeeds
 * only while the account is unlocked and under the limit, so parallel requests get at most
 * MAX_FAILED_LOGINS password checks between a success and a lock. The attempt's place in the account's
 * count since its last success or lock (1 the first), or null: refused as locked.
 */
export async function claimAttempt(
  db: Db,
  userId: number,
  now: number,
  lockMs: number,
): Promise<number | null> {
  const expired = isoAt(now - lockMs);
  const claimed = await db
    .updateTable("users")
    .set((eb) => ({
      failed_logins: eb
        .case()
        .when(countExpired(eb, expired))
        .then(1)
        .else(eb("failed_logins", "+", 1))
        .end(),
      locked_at: null,
      failed_login_at: isoAt(now),
    }))
    .where("user_id", "=", userId)
    .where((eb) =>
      eb.or([
        countExpired(eb, expired),
        eb.and([eb("locked_at", "is", null), eb("failed_logins", "<", MAX_FAILED_LOGINS)]),
      ]),
    )
    .returning("failed_logins")
    .executeTakeFirst();
  return claimed ? Number(claimed.failed_logins) : null;
}

/**
 * After a wrong password: locks the account when the count has reached the limit (1 once the account's daily
 * budget is spent: then each lock lets one password through). True when it locked.
 */
export async function lockIfExhausted(db: Db, userId: number, now: number, limit = MAX_FAILED_LOGINS) {
  const locked = await db
    .updateTable("users")
    .set({ locked_at: isoAt(now) })
    .where("user_id", "=", userId)
    .where("locked_at", "is", null)
    .where("failed_logins", ">=", limit)
    .executeTakeFirst();
  return Number(locked.numUpdatedRows) === 1;
}

/**
 * After the right password: clears the count unless a parallel wrong password locked the account first
 * (then the right password gets no session either). False: locked.
 */
export async function settleSuccess(db: Db, userId: number): Promise<boolean> {
  const settled = await db
    .updateTable("users")
    .set({ failed_logins: 0, failed_login_at: null })
    .where("user_id", "=", userId)
    .where("locked_at", "is", null)
    .executeTakeFirst();
  return Number(settled.numUpdatedRows) === 1;
}

/** The lock of an e-mail no account has: answered like a real one so the answers reveal nothing. */
function unknownAccountLock(lockMs: number): Limit {
  return { name: "login-unknown", max: MAX_FAILED_LOGINS, windowMs: lockMs };
}

/**
 * Counts a failed attempt on an e-mail without an account: "first" attempts 1-4 answer a wrong password,
 * the 5th locks, later ones are refused unchecked, exactly like an account's sequence.
 */
export async function unknownAccountAttempt(db: Db, email: string, now: number, lockMs: number) {
  const counted = await hit(db, unknownAccountLock(lockMs), email, now);
  return { counted, check: counted.hits <= MAX_FAILED_LOGINS, locks: counted.hits >= MAX_FAILED_LOGINS };
}

/** An administrator or a recovery lifts the lock: the count and the daily failure budget start again. */
export async function liftLock(db: Db, user: { user_id: number; email: string }): Promise<void> {
  await db
    .updateTable("users")
    .set({ failed_logins: 0, failed_login_at: null, locked_at: null })
    .where("user_id", "=", user.user_id)
    .execute();
  await clearLimit(db, LIMITS.loginPerAccount, user.email);
}

/** Whether a lock set at lockedAt still holds at now (a lock lifts by itself after lockMs). */
export function isLocked(lockedAt: string | null | undefined, now: number, lockMs: number): boolean {
  return Boolean(lockedAt) && Date.parse(lockedAt as string) > now - lockMs;
}

/** Lifts the locks that have run out, so lists show them unlocked without waiting for the next login. */
export async function clearExpiredLocks(db: Db, now: number, lockMs: number): Promise<number> {
  const cleared = await db
    .updateTable("users")
    .set({ locked_at: null, failed_logins: 0, failed_login_at: null })
    .where("locked_at", "<=", isoAt(now - lockMs))
    .executeTakeFirst();
  return Number(cleared.numUpdatedRows);
}
