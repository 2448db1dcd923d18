import { isoAt } from "../context.ts";
import type { Db } from "../db/database.ts";

export type OutgoingMail = { to: string; subject: string; body: string };

/** Queues a mail in the caller's transaction: the outbox sender (outbox-sender.ts) delivers it once committed. */
export async function queueMail(trx: Db, mail: OutgoingMail, now: number): Promise<void> {
  await trx
    .insertInto("mail_outbox")
    .values({ ...mail, created_at: isoAt(now) })
    .execute();
}
