import type { LockedUser } from "../../src/contract/system-users.ts";
import { type AppDeps, isoAt } from "../context.ts";
import { LIMITS } from "../platform/auth/throttle.ts";

// Issue 28 §4: the administrator sees which accounts failed sign-ins have locked, until when and why.

const budgetKey = (email: string) => `${LIMITS.loginPerAccount.name}:${email}`;

/** Accounts whose lock still holds, newest first, with the day's failures and the address that locked them. */
export async function listLockedUsers(deps: AppDeps): Promise<LockedUser[]> {
  const { db } = deps;
  const now = deps.clock();
  const lockMs = deps.security.lockMs;
  const users = await db
    .selectFrom("users")
    .select(["user_id", "email", "fullname", "locked_at"])
    .where("locked_at", ">", isoAt(now - lockMs))
    .orderBy("locked_at", "desc")
    .orderBy("user_id")
    .execute();
  if (users.length === 0) return [];
  const emails = users.map((user) => user.email);
  const budgets = await db
    .selectFrom("throttles")
    .select(["key", "hits"])
    .where("key", "in", emails.map(budgetKey))
    .where("window_start", ">", isoAt(now - LIMITS.loginPerAccount.windowMs))
    .execute();
  const lockRows = await db
    .selectFrom("logs")
    .select(["user", "ip"])
    .where("action", "=", "account_locked")
    .where("user", "in", emails)
    .orderBy("log_id", "desc")
    .execute();
  const failures = new Map(budgets.map((row) => [row.key, Number(row.hits)]));
  const addresses = new Map<string, string>();
  for (const row of lockRows) if (!addresses.has(row.user)) addresses.set(row.user, row.ip);
  return users.map((user) => {
    const lockedAt = user.locked_at as string;
    const failedToday = failures.get(budgetKey(user.email)) ?? 0;
    return {
      user_id: user.user_id,
      email: user.email,
      fullname: user.fullname,
      locked_at: lockedAt,
      unlocks_at: isoAt(Date.parse(lockedAt) + lockMs),
      failed_today: failedToday,
      reason: failedToday > LIMITS.loginPerAccount.max ? "budget" : "attempts",
      address: addresses.get(user.email) ?? null,
    };
  });
}
