import { createHash } from "node:crypto";
import type SqliteDatabase from "better-sqlite3";
import { type Db, sqliteHandle } from "../../../server/db/database.ts";

// Watches a test database for writes. A journal filled by triggers on every table counts each committed
// insert, update and delete (a write rolled back with its transaction leaves no entry), and a checksum of
// every row of every table compares whole states. Both leave out, by design, what a refused sign-in must
// record (issue 12 item 2): rate-limit counters, the account's failed-login count and lock, and the audit
// rows of failed attempts; and a session's last-seen time, which any authenticated call may advance.

const EXEMPT_COLUMNS: Record<string, readonly string[]> = {
  users: ["failed_logins", "failed_login_at", "locked_at"],
  sessions: ["last_seen"],
};
const EXEMPT_TABLES = ["throttles", "fuzz_journal"];
const LOGS_RECORDED_ON_REFUSAL = "('login_failed', 'account_locked')";

function tablesOf(sqlite: SqliteDatabase.Database): string[] {
  const rows = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .all() as { name: string }[];
  return rows.map((row) => row.name).filter((name) => !EXEMPT_TABLES.includes(name));
}

function watchedColumns(sqlite: SqliteDatabase.Database, table: string): string[] {
  const columns = sqlite.prepare(`select name from pragma_table_info('${table}')`).all() as {
    name: string;
  }[];
  return columns.map((c) => c.name).filter((name) => !(EXEMPT_COLUMNS[table] ?? []).includes(name));
}

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(", ");

/** Installs the journal and its triggers (before copies are made, so every copy has them). */
export function installWriteJournal(db: Db): void {
  const sqlite = sqliteHandle(db);
  sqlite.exec("create table fuzz_journal (at integer primary key, tbl text not null, op text not null)");
  for (const table of tablesOf(sqlite)) {
    const onLogs = table === "logs" ? `when new.action not in ${LOGS_RECORDED_ON_REFUSAL}` : "";
    const journal = (op: string) => `insert into fuzz_journal (tbl, op) values ('${table}', '${op}')`;
    sqlite.exec(
      `create trigger fuzz_${table}_i after insert on "${table}" ${onLogs} begin ${journal("insert")}; end`,
    );
    sqlite.exec(`create trigger fuzz_${table}_d after delete on "${table}" begin ${journal("delete")}; end`);
    const columns = quoted(watchedColumns(sqlite, table));
    sqlite.exec(
      `create trigger fuzz_${table}_u after update of ${columns} on "${table}" begin ${journal("update")}; end`,
    );
  }
}

/** The journal's position now: writes after it are read with writesSince. */
export function journalMark(db: Db): number {
  return (
    sqliteHandle(db).prepare("select coalesce(max(at), 0) as at from fuzz_journal").get() as { at: number }
  ).at;
}

/** Committed writes after a mark, as "table op" strings in order. */
export function writesSince(db: Db, mark: number): string[] {
  const rows = sqliteHandle(db)
    .prepare("select tbl, op from fuzz_journal where at > ? order by at")
    .all(mark) as { tbl: string; op: string }[];
  return rows.map((row) => `${row.tbl} ${row.op}`);
}

/** A checksum of each table's rows (watched columns; the audit rows of refused sign-ins left out). */
export function tableChecksums(db: Db): Record<string, string> {
  const sqlite = sqliteHandle(db);
  const sums: Record<string, string> = {};
  for (const table of tablesOf(sqlite)) {
    const where = table === "logs" ? `where action not in ${LOGS_RECORDED_ON_REFUSAL}` : "";
    const hash = createHash("sha256");
    const rows = sqlite
      .prepare(`select ${quoted(watchedColumns(sqlite, table))} from "${table}" ${where} order by rowid`)
      .raw()
      .iterate();
    for (const row of rows) hash.update(JSON.stringify(row));
    sums[table] = hash.digest("base64url");
  }
  return sums;
}
