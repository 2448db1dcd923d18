import { type Migration, Migrator } from "kysely";
import type { Db } from "./database.ts";
import { identityMigration } from "./migrations/001-identity.ts";
import { sessionsMigration } from "./migrations/002-sessions.ts";
import { logsMigration } from "./migrations/003-logs.ts";
import { consumptionMigration } from "./migrations/004-consumption.ts";
import { consumptionLookupsMigration } from "./migrations/005-consumption-lookups.ts";
import { systemMigration } from "./migrations/006-system.ts";
import { dashboardMigration } from "./migrations/200-dashboard.ts";

// A static list instead of a folder scan: works the same under tsx, bundlers and tests.
const migrations: Record<string, Migration> = {
  "001-identity": identityMigration,
  "002-sessions": sessionsMigration,
  "003-logs": logsMigration,
  "004-consumption": consumptionMigration,
  "005-consumption-lookups": consumptionLookupsMigration,
  "006-system": systemMigration,
  "200-dashboard": dashboardMigration,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}
