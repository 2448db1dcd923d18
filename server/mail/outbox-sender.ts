import { isoAt } from "../context.ts";
import type { Db } from "../db/database.ts";
import { scrubRecoveryLinks } from "../platform/auth/recovery-link.ts";
import type { MailTransport } from "./transport.ts";

/** A claim older than this is taken to be a sender that died mid-send: the mail is tried again. */
const CLAIM_TIMEOUT_MS = 5 * 60_000;
const BATCH = 50;

/**
 * Claims one mail with a conditional UPDATE, so that several server replicas never send the same mail twice
 * (the one whose update touched the row owns it).
 */
async function claim(db: Db, mailId: number, now: number): Promise<boolean> {
  const claimed = await db
    .updateTable("mail_outbox")
    .set({ claimed_at: isoAt(now) })
    .where("mail_id", "=", mailId)
    .where("sent_at", "is", null)
    .where((eb) =>
      eb.or([eb("claimed_at", "is", null), eb("claimed_at", "<=", isoAt(now - CLAIM_TIMEOUT_MS))]),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * Hands every unsent mail to the transport, then marks it sent and replaces its body by the scrubbed text:
 * no working recovery or invitation link stays readable in the database once its mail has left. A mail the
 * transport refuses is released to be tried on the next round. Returns how many were sent.
 */
export async function sendPendingMail(db: Db, transport: MailTransport, now: number): Promise<number> {
  const pending = await db
    .selectFrom("mail_outbox")
    .select(["mail_id", "to", "subject", "body"])
    .where("sent_at", "is", null)
    .orderBy("mail_id")
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const mail of pending) {
    if (!(await claim(db, mail.mail_id, now))) continue;
    try {
      await transport.send({ to: mail.to, subject: mail.subject, body: mail.body });
    } catch (error) {
      console.error(`mail ${mail.mail_id} not sent:`, error);
      await db
        .updateTable("mail_outbox")
        .set((eb) => ({ claimed_at: null, attempts: eb("attempts", "+", 1) }))
        .where("mail_id", "=", mail.mail_id)
        .execute();
      continue;
    }
    await db
      .updateTable("mail_outbox")
      .set((eb) => ({
        sent_at: isoAt(now),
        body: scrubRecoveryLinks(mail.body),
        attempts: eb("attempts", "+", 1),
      }))
      .where("mail_id", "=", mail.mail_id)
      .execute();
    sent += 1;
  }
  return sent;
}
