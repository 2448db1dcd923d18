import type { Context } from "hono";
import {
  type EdgeArea,
  invalidRecipients,
  MAX_REPORT_RECIPIENTS,
  type ReportResult,
  recipientList,
} from "../../src/contract/dashboard.ts";
import { audit } from "../audit.ts";
import { type AppEnv, isoAt } from "../context.ts";
import { ApiError } from "../envelope.ts";
import type { DashboardDb } from "./tables.ts";

// Send mail (spec 2 §7): the incident report goes to the mail outbox, one message per recipient, with its
// audit row, all in one transaction. Every recipient must be an e-mail address or nothing is queued.

export type Report = { email: string | string[]; subject: string; body: string };

export async function queueReport(
  db: DashboardDb,
  c: Context<AppEnv>,
  area: EdgeArea,
  report: Report,
): Promise<ReportResult> {
  const recipients = [...new Set(recipientList(report.email).map((email) => email.toLowerCase()))];
  if (
    recipients.length === 0 ||
    recipients.length > MAX_REPORT_RECIPIENTS ||
    invalidRecipients(recipients).length > 0
  )
    throw new ApiError("edge_report_invalid_recipients", {
      datafield: "email",
    });
  const now = isoAt(c.var.clock());
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("mail_outbox")
      .values(recipients.map((to) => ({ to, subject: report.subject, body: report.body, created_at: now })))
      .execute();
    await audit(trx, c, {
      action: "edge_report_send",
      message: `${report.subject} (${area}) enviado a ${recipients.join(", ")}`,
    });
  });
  return { queued: recipients.length };
}
