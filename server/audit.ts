import type { Context } from "hono";
import type { Kysely, Transaction } from "kysely";
import type { AuditDetail } from "../src/contract/logs.ts";
import { type AppEnv, type AuthUser, isoAt } from "./context.ts";
import { lockForAppend } from "./db/database.ts";
import type { Database, LogLevel } from "./db/schema.ts";

export type AuditEntry = {
  action: string;
  message: string;
  level?: LogLevel;
  /** Who acted, when nobody is signed in yet (a failed login names the e-mail that was tried). */
  user?: string;
  /** Whom the row is about (a stable key: a subscriber's case history reads its rows by it). */
  subject?: string;
  /** What changed: values before and after, and the operator's reason. */
  detail?: AuditDetail;
};

/** An audit message with the operator's reason for the change, when they gave one. */
export function withReason(message: string, reason: string | undefined): string {
  return reason ? `${message} · motivo: ${reason}` : message;
}

/**
 * Appends one row to the audit log. The logs endpoint needs dense log_ids whose order is datetime order, so
 * rows are only ever appended and the datetime never goes below the previous row's (clock skew, seeded data).
 * Pass the change's transaction so the change and its audit row commit (or roll back) together.
 */
export async function audit(
  db: Kysely<Database> | Transaction<Database>,
  c: Context<AppEnv>,
  entry: AuditEntry,
): Promise<void> {
  if (db.isTransaction) return append(db, c, entry);
  await db.transaction().execute((trx) => append(trx, c, entry));
}

async function append(trx: Kysely<Database>, c: Context<AppEnv>, entry: AuditEntry): Promise<void> {
  // Public routes (login, recovery) run without a signed-in user.
  const signedIn = c.var.user as AuthUser | undefined;
  await appendAuditRow(trx, {
    user: entry.user ?? signedIn?.email ?? "anonymous",
    ip: c.var.clientIp ?? "unknown",
    url: c.req.path,
    action: entry.action,
    message: entry.message,
    level: entry.level,
    subject: entry.subject,
    detail: entry.detail,
    now: c.var.clock(),
  });
}

/** One audit row written outside a request (a background job acting for the user who queued it). */
export type AuditRow = Required<Omit<AuditEntry, "level" | "subject" | "detail">> & {
  level?: LogLevel;
  subject?: string;
  detail?: AuditDetail;
  ip: string;
  url: string;
  now: number;
};

/** Appends an audit row inside the caller's transaction (see audit for why appends are serialised). */
export async function appendAuditRow(
  trx: Kysely<Database> | Transaction<Database>,
  row: AuditRow,
): Promise<void> {
  const now = isoAt(row.now);
  // Appends are serialised (a no-op on SQLite, whose writers already are): concurrent transactions, of this
  // process or another replica, must not read the same last row. The id is given, not drawn from a sequence,
  // so that a rolled-back append leaves no gap.
  await lockForAppend<Database>(trx, "logs");
  const last = await trx
    .selectFrom("logs")
    .select(["log_id", "datetime"])
    .orderBy("log_id", "desc")
    .limit(1)
    .executeTakeFirst();
  await trx
    .insertInto("logs")
    .values({
      log_id: (last?.log_id ?? 0) + 1,
      datetime: last && last.datetime > now ? last.datetime : now,
      user: row.user,
      ip: row.ip,
      url: row.url,
      action: row.action,
      message: row.message,
      level: row.level ?? "info",
      subject: row.subject ?? null,
      detail: row.detail ? JSON.stringify(row.detail) : null,
    })
    .execute();
}
