import { type Migration, Migrator } from "kysely";
import { type Db, isPostgres } from "./database.ts";
import { identityMigration } from "./migrations/001-identity.ts";
import { sessionsMigration } from "./migrations/002-sessions.ts";
import { logsMigration } from "./migrations/003-logs.ts";
import { consumptionMigration } from "./migrations/004-consumption.ts";
import { consumptionLookupsMigration } from "./migrations/005-consumption-lookups.ts";
import { systemMigration } from "./migrations/006-system.ts";
import { replicasMigration } from "./migrations/007-replicas.ts";
import { postgresDdlPlugin } from "./portable-ddl.ts";

// A static list instead of a folder scan: works the same under tsx, bundlers and tests.
const migrations: Record<string, Migration> = {
  "001-identity": identityMigration,
  "002-sessions": sessionsMigration,
  "003-logs": logsMigration,
  "004-consumption": consumptionMigration,
  "005-consumption-lookups": consumptionLookupsMigration,
  "006-system": systemMigration,
  "007-replicas": replicasMigration,
};

/** Concurrent callers (replicas starting together) are serialised by Kysely's migration lock. */
export async function migrateToLatest(db: Db): Promise<void> {
  // The same migrations serve both databases: on PostgreSQL their column types are mapped to SQLite's meaning.
  const target = isPostgres(db) ? db.withPlugin(postgresDdlPlugin()) : db;
  const migrator = new Migrator({ db: target, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}
