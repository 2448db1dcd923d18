import SqliteDatabase from "better-sqlite3";
import { Kysely, type SqliteDatabase as KyselySqlite, SqliteAdapter, SqliteDialect } from "kysely";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

// The bulk seed needs the driver's prepared statements (an order of magnitude faster than building millions of
// Kysely queries); keeping the handle beside the Kysely instance avoids widening openDatabase's return type.
const handles = new WeakMap<Db, SqliteDatabase.Database>();

/** Distinct SQL texts kept prepared; dynamic SQL (IN lists of varying length) must not grow it unbounded. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and preparing costs more than running the small indexed queries of a
 * request: the driver sees this wrapper, which reuses one statement per SQL text (least recently used
 * evicted). A statement still iterating (a stream) is busy, so the caller gets a fresh one instead.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqlite {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

export function openDatabase(path: string | ":memory:"): Db {
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("cache_size = -65536");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
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
export function caseInsensitiveLike(db: Pick<Db, "getExecutor">): "like" | "ilike" {
  return db.getExecutor().adapter instanceof SqliteAdapter ? "like" : "ilike";
}
