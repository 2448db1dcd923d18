import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteAdapter, SqliteDialect } from "kysely";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

// The bulk seed needs the driver's prepared statements (an order of magnitude faster than building millions of
// Kysely queries); keeping the handle beside the Kysely instance avoids widening openDatabase's return type.
const handles = new WeakMap<Db, SqliteDatabase.Database>();

export function openDatabase(path: string | ":memory:"): Db {
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("cache_size = -65536");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  handles.set(db, sqlite);
  return db;
}

/** The underlying better-sqlite3 handle of a database opened by openDatabase (seed and maintenance only). */
export function sqliteHandle(db: Db): SqliteDatabase.Database {
  const sqlite = handles.get(db);
  if (!sqlite) throw new Error("sqliteHandle: database was not opened with openDatabase");
  return sqlite;
}

/**
 * The case-insensitive LIKE of the dialect: SQLite's LIKE already ignores ASCII case (and is twice as fast
 * as lower(column) LIKE on 5M log rows); PostgreSQL needs ILIKE.
 */
export function caseInsensitiveLike(db: Db): "like" | "ilike" {
  return db.getExecutor().adapter instanceof SqliteAdapter ? "like" : "ilike";
}
