import { sql } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import { type Db, openDatabase } from "../../server/db/database.ts";
import { migrateToLatest } from "../../server/db/migrator.ts";
import { SERVER_MODULES } from "../../server/modules.ts";
import type { ServerModule } from "../../server/platform/module.ts";
import { type SeedOptions, seedDatabase } from "../../server/seed/index.ts";

// Which database the server integration tests run on: the postgres project of vitest.config.ts sets
// ADM_TEST_DIALECT=postgres (and its global setup seeds a template database); otherwise in-memory SQLite.
export const TEST_DIALECT = process.env.ADM_TEST_DIALECT === "postgres" ? "postgres" : "sqlite";

declare module "vitest" {
  export interface ProvidedContext {
    /** Admin connection URL of the test cluster (any database on it). */
    pgAdminUrl: string;
    /** Seeded (small scale) database the test databases are copied from, and the run's name prefix. */
    pgTemplate: string;
  }
}

/** The template's seed: the small scale of the registered modules. */
const isTemplate = (seed: SeedOptions, modules: readonly ServerModule[]) =>
  seed.scale === "small" && seed.logs === undefined && modules === SERVER_MODULES;

let created = 0;
const closers: (() => Promise<void>)[] = [];

/** Something to close when the test file ends (postgres project; SQLite's in-memory databases need nothing). */
export function closeAfterFile(close: () => Promise<void>): void {
  if (TEST_DIALECT === "postgres") closers.push(close);
}

/** The URL of another database on the same cluster. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: inject("pgAdminUrl") });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for each test app, so test files run in parallel: on PostgreSQL a copy of the seeded
 * template (or a freshly seeded database for other seed options), on SQLite an in-memory one.
 */
export async function openTestDatabase(
  seed: SeedOptions,
  modules: readonly ServerModule[] = SERVER_MODULES,
): Promise<Db> {
  if (TEST_DIALECT === "postgres") return (await createPostgresDatabase(seed, modules)).db;
  const db = openDatabase(":memory:");
  await migrateToLatest(db, modules);
  await seedDatabase(db, seed, modules);
  return db;
}

/** A new PostgreSQL database on the test cluster, its URL (for server processes) and a pool on it. */
export async function createPostgresDatabase(
  seed: SeedOptions = { scale: "small" },
  modules: readonly ServerModule[] = SERVER_MODULES,
) {
  const template = inject("pgTemplate");
  created += 1;
  const name = `${template}_${process.pid}_${created}`;
  await adminQuery(`create database ${name}${isTemplate(seed, modules) ? ` template ${template}` : ""}`);
  const url = databaseUrl(inject("pgAdminUrl"), name);
  const db = openDatabase(url, { poolSize: 4 });
  closeAfterFile(() => db.destroy());
  if (!isTemplate(seed, modules)) {
    await migrateToLatest(db, modules);
    await seedDatabase(db, seed, modules);
  }
  return { url, db };
}

/** Closes what the file opened, newest first (postgres-setup.ts, after each file); the teardown drops the databases. */
export async function closeTestDatabases(): Promise<void> {
  for (const close of closers.splice(0).reverse()) await close();
}

/** Rows in a table, or those whose columns equal the values given. */
export async function countRows(db: Db, table: string, equal: Record<string, unknown> = {}): Promise<number> {
  const conditions = Object.entries(equal).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  const where = conditions.length > 0 ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}${where}`.execute(
    db,
  );
  return Number(rows[0].n);
}

/** Row counts of several tables, keyed by table. */
export async function countTables(db: Db, tables: readonly string[]): Promise<Record<string, number>> {
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await countRows(db, t)])));
}

/** Makes every audit row of one action fail to insert (a database fault); returns the undo. */
export async function breakAuditOf(db: Db, action: string): Promise<() => Promise<void>> {
  if (TEST_DIALECT === "sqlite") {
    await sql`create trigger fail_audit before insert on logs when new.action = ${sql.lit(action)}
      begin select raise(abort, 'audit down'); end`.execute(db);
    return async () => void (await sql`drop trigger fail_audit`.execute(db));
  }
  await sql`create function fail_audit() returns trigger language plpgsql as $$
    begin if new.action = ${sql.lit(action)} then raise exception 'audit down'; end if; return new; end $$`.execute(
    db,
  );
  await sql`create trigger fail_audit before insert on logs for each row execute function fail_audit()`.execute(
    db,
  );
  return async () => {
    await sql`drop trigger fail_audit on logs`.execute(db);
    await sql`drop function fail_audit`.execute(db);
  };
}
