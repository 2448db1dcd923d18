import { isoAt } from "../../context.ts";
import { stampOnce } from "../../db/by-keys.ts";
import type { Db } from "../../db/database.ts";

/**
 * Takes the newest undelivered notification of a user and marks all of them delivered: whoever shows it
 * (the login answer, or a stream that connects) is the only one to, so it is never shown twice.
 */
export async function takePendingNotification(
  db: Db,
  userId: number,
  now: number,
): Promise<string | undefined> {
  const pending = await db
    .selectFrom("notifications")
    .select("message")
    .where("user_id", "=", userId)
    .where("delivered_at", "is", null)
    .orderBy("notification_id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!pending) return undefined;
  await stampOnce(db, "notifications", "delivered_at", isoAt(now), { user_id: userId });
  return pending.message;
}
