import type { HistoryEntry, HistoryPage } from "../../src/contract/consumption-history.ts";
import { auditDetail } from "../../src/contract/logs.ts";
import type { Db } from "../db/database.ts";

// A subscriber's case history: the audit rows whose subject is theirs, newest first. The builder is exported
// so tests/server/consumption-history.test.ts checks its plan (an index range on (subject, log_id)).

export type HistoryFilter = { action?: string; user?: string; before?: number; quantity: number };

export function historyPageQuery(db: Db, subject: string, filter: HistoryFilter) {
  let query = db
    .selectFrom("logs")
    .select(["log_id", "datetime", "user", "action", "message", "detail"])
    .where("subject", "=", subject);
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.user) query = query.where("user", "=", filter.user);
  if (filter.before !== undefined) query = query.where("log_id", "<", filter.before);
  // One row more than the page says whether another page follows.
  return query.orderBy("log_id", "desc").limit(filter.quantity + 1);
}

/** The detail column as the contract's shape; a row written before it existed has none. */
function detailOf(text: string | null): HistoryEntry["detail"] {
  if (!text) return {};
  const parsed = auditDetail.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : {};
}

export async function readHistory(db: Db, subject: string, filter: HistoryFilter): Promise<HistoryPage> {
  const rows = await historyPageQuery(db, subject, filter).execute();
  const page = rows.slice(0, filter.quantity);
  return {
    entries: page.map((row) => ({ ...row, log_id: Number(row.log_id), detail: detailOf(row.detail) })),
    next: rows.length > filter.quantity ? Number(page[page.length - 1].log_id) : null,
  };
}
