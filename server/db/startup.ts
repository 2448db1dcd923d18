import { sql } from "kysely";
import { type SeedReport, seedDatabase } from "../seed/index.ts";
import { type Db, isPostgres } from "./database.ts";
import { migrateToLatest } from "./migrator.ts";

/** Any constant: the key of the advisory lock that lets one replica at a time prepare the database. */
const STARTUP_LOCK = 72_013;

/** Runs the task while holding a database-wide lock: replicas starting together take turns. */
async function withStartupLock<T>(db: Db, task: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return task();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await task();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}

/**
 * Migrates the database and, when it holds no users yet, seeds the small scale. Returns the seed's report
 * when it seeded. Safe for several processes starting at once on one PostgreSQL: the first seeds, the others
 * wait and find it seeded.
 */
export function prepareDatabase(db: Db, options: { logs?: number } = {}): Promise<SeedReport | null> {
  return withStartupLock(db, async () => {
    await migrateToLatest(db);
    const existing = await db.selectFrom("users").select("user_id").limit(1).executeTakeFirst();
    if (existing) return null;
    return seedDatabase(db, { scale: "small", logs: options.logs });
  });
}
