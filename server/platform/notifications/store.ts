import { isoAt } from "../../context.ts";
import type { Db } from "../../db/database.ts";

/** A stored notification reached a stream: it is no longer pending (first delivery wins). */
export async function markNotificationDelivered(db: Db, notificationId: number, now: number): Promise<void> {
  await db
    .updateTable("notifications")
    .set({ delivered_at: isoAt(now) })
    .where("notification_id", "=", notificationId)
    .where("delivered_at", "is", null)
    .execute();
}
