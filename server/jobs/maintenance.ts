import { isoAt } from "../context.ts";
import type { Db } from "../db/database.ts";
import { enqueueJob } from "./queue.ts";
import type { JobHandler } from "./worker.ts";

/** Closed sessions and used or expired reset links are kept this long (for audits), then deleted. */
export const RETENTION_MS = 30 * 86_400_000;
export const PURGE_JOB = "maintenance.purge";

/** Deletes sessions revoked or idle, and reset links expired, longer than RETENTION_MS ago. */
export const purgeExpired: JobHandler = async (_job, { db, now }) => {
  const before = isoAt(now - RETENTION_MS);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("sessions")
      .where((eb) => eb.or([eb("revoked_at", "<", before), eb("last_seen", "<", before)]))
      .execute();
    await trx.deleteFrom("password_resets").where("expires_at", "<", before).execute();
  });
};

/**
 * Queues the day's purge. Every replica calls this; the dedupe key lets one job per day through, and the
 * claim lets one worker run it.
 */
export function dailyPurgeScheduler(db: Db) {
  let scheduledDay = "";
  return async (now: number) => {
    const day = isoAt(now).slice(0, 10);
    if (day === scheduledDay) return;
    await enqueueJob(db, { kind: PURGE_JOB, dedupeKey: `${PURGE_JOB}:${day}` }, now);
    scheduledDay = day;
  };
}
