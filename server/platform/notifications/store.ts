import { isoAt } from "../../context.ts";
import { stampOnce } from "../../db/by-keys.ts";
import type { Db } from "../../db/database.ts";

/** A stored notification reached a stream: it is no longer pending (first delivery wins). */
export async function markNotificationDelivered(db: Db, notificationId: number, now: number): Promise<void> {
  await stampOnce(db, "notifications", "delivered_at", isoAt(now), { notification_id: notificationId });
}
