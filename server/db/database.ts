import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  Kysely,
  type SqliteDatabase as KyselySqlite,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
} from "kysely";
import pg from "pg";
import { withNamedStatements } from "./postgres-statements.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;
export type Dialect = "sqlite" | "postgres";

// The bulk seed needs the driver's own handles (prepared statements on SQLite, COPY on PostgreSQL): an order
// of magnitude faster than building millions of Kysely queries. Kept beside the Kysely instance.
const sqliteHandles = new WeakMap<Db, SqliteDatabase.Database>();
const pgPools = new WeakMap<Db, pg.Pool>();

/** Distinct SQL texts kept prepared; dynamic SQL (IN lists of varying length) must not grow it unbounded. */
const STATEMENT_CACHE_SIZE = 500;

/** Connections per server process on PostgreSQL (ADM_DB_POOL); replicas × pool must fit max_connections. */
export const DEFAULT_POOL_SIZE = 10;

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

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

/** The database's location as start-up and seed lines show it: a PostgreSQL URL without its credentials. */
export function shownLocation(location: string): string {
  return isPostgresUrl(location) ? location.replace(/\/\/[^@/]*@/, "//") : location;
}

// Counts and sums come back as int8, which pg hands over as strings; every count here fits a double.
const INT8_OID = 20;
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

export type OpenOptions = { poolSize?: number };

function openPostgres(url: string, options: OpenOptions): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? Number(process.env.ADM_DB_POOL ?? DEFAULT_POOL_SIZE),
    types: pgTypes,
    // Idle connections close, so test processes and stopped replicas leave nothing behind.
    idleTimeoutMillis: 10_000,
    allowExitOnIdle: true,
  });
  // An idle client losing its server (restart, failover) must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error("postgres pool:", error.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  pgPools.set(db, pool);
  return db;
}

/** Read and write for the owner only: the database's files, and (0700) the folder created for them. */
const OWNER_ONLY = 0o600;
const OWNER_ONLY_FOLDER = 0o700;

/**
 * The database holds the token secret (unless ADM_SECRET is set), password hashes and session ids: a local
 * user who reads it can mint tokens. Its folder is created 0700 and the file 0600 before SQLite opens it;
 * SQLite gives the -wal and -shm files the database file's mode. Files an older version left readable by
 * others lose that access.
 */
function keepPrivate(location: string): void {
  mkdirSync(dirname(resolve(location)), { recursive: true, mode: OWNER_ONLY_FOLDER });
  closeSync(openSync(location, "a", OWNER_ONLY));
  for (const path of [location, `${location}-wal`, `${location}-shm`])
    if (existsSync(path) && (statSync(path).mode & 0o077) !== 0) chmodSync(path, OWNER_ONLY);
}

/** A database file, ":memory:", or an in-memory copy of a serialized database (test fixtures). */
export function openSqlite(source: string | Buffer): Db {
  if (typeof source === "string" && source !== ":memory:" && source !== "") keepPrivate(source);
  const sqlite = new SqliteDatabase(source);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("cache_size = -65536");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  sqliteHandles.set(db, sqlite);
  return db;
}

/** A postgres:// URL opens a connection pool on PostgreSQL; anything else is a SQLite file (or ":memory:"). */
export function openDatabase(location: string, options: OpenOptions = {}): Db {
  return isPostgresUrl(location) ? openPostgres(location, options) : openSqlite(location);
}

export function dialectOf<T>(db: Kysely<T>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

export function isPostgres<T>(db: Kysely<T>): boolean {
  return dialectOf(db) === "postgres";
}

/** The underlying better-sqlite3 handle of a SQLite database opened by openDatabase (seed and maintenance). */
export function sqliteHandle(db: Db): SqliteDatabase.Database {
  const sqlite = sqliteHandles.get(db);
  if (!sqlite) throw new Error("sqliteHandle: not a SQLite database opened with openDatabase");
  return sqlite;
}

/** The pg pool of a PostgreSQL database opened by openDatabase (COPY, LISTEN). */
export function postgresPool(db: Db): pg.Pool {
  const pool = pgPools.get(db);
  if (!pool) throw new Error("postgresPool: not a PostgreSQL database opened with openDatabase");
  return pool;
}

/**
 * The case-insensitive LIKE of the dialect: SQLite's LIKE already ignores ASCII case (and is twice as fast
 * as lower(column) LIKE on 5M log rows); PostgreSQL needs ILIKE. Text columns use the "C" collation on
 * PostgreSQL (see portable-ddl.ts), so both fold ASCII letters only.
 */
export function caseInsensitiveLike(db: Pick<Db, "getExecutor">): "like" | "ilike" {
  // A Pick, not Db: a module's transaction over its own tables (filters' Trx) is accepted too.
  return db.getExecutor().adapter instanceof PostgresAdapter ? "ilike" : "like";
}

/**
 * Holds the table against other writers until the transaction ends (readers go on): for append-only tables
 * whose next row depends on the last one. SQLite runs one writer at a time anyway.
 */
export async function lockForAppend<T>(trx: Kysely<T>, table: string): Promise<void> {
  if (isPostgres(trx)) await sql`lock table ${sql.table(table)} in exclusive mode`.execute(trx);
}

/** A write refused by a unique index or primary key, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL's SQLSTATE unique_violation; better-sqlite3's extended result codes.
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
