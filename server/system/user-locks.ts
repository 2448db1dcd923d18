import type { LockedUser } from "../../src/contract/system-users.ts";
import { type AppDeps, isoAt } from "../context.ts";
import { LIMITS } from "../platform/auth/throttle.ts";

// Issue 28 §4: the administrator sees which accounts failed sign-ins have locked, until when and why.

const budgetKey = (email: string) => `${LIMITS.loginPerAccount.name}:${email}`;

type LockDetails = { failures: Map<string, number>; addresses: Map<string, string> };

/** The day's failures (the budget's counter) and the address of the latest lock of each e-mail. */
async function lockDetails(deps: AppDeps, emails: string[], now: number): Promise<LockDetails> {
  const details: LockDetails = { failures: new Map(), addresses: new Map() };
  if (emails.length === 0) return details;
  const budgets = await deps.db
    .selectFrom("throttles")
    .select(["key", "hits"])
    .where("key", "in", emails.map(budgetKey))
    .where("window_start", ">", isoAt(now - LIMITS.loginPerAccount.windowMs))
    .execute();
  for (const row of budgets) details.failures.set(row.key, Number(row.hits));
  const locks = await deps.db
    .selectFrom("logs")
    .select(["user", "ip"])
    .where("action", "=", "account_locked")
    .where("user", "in", emails)
    .orderBy("log_id", "desc")
    .execute();
  for (const row of locks) if (!details.addresses.has(row.user)) details.addresses.set(row.user, row.ip);
  return details;
}

/** Accounts whose lock still holds, newest first, with the day's failures and the address that locked them. */
export async function listLockedUsers(deps: AppDeps): Promise<LockedUser[]> {
  const now = deps.clock();
  const lockMs = deps.security.lockMs;
  const users = await deps.db
    .selectFrom("users")
    .select(["user_id", "email", "fullname", "locked_at"])
    .where("locked_at", ">", isoAt(now - lockMs))
    .orderBy(["locked_at desc", "user_id"])
    .execute();
  const { failures, addresses } = await lockDetails(
    deps,
    users.map((user) => user.email),
    now,
  );
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
