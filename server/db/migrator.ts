import { type Migration, Migrator } from "kysely";
import { SERVER_MODULES } from "../modules.ts";
import type { ServerModule } from "../platform/module.ts";
import { type Db, isPostgres } from "./database.ts";
import { postgresDdlPlugin } from "./portable-ddl.ts";

/** Every module's migrations by name; two modules may not use the same name. */
export function migrationsOf(modules: readonly ServerModule[]): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const module of modules) {
    for (const [name, migration] of Object.entries(module.migrations ?? {})) {
      if (all[name]) throw new Error(`migration ${name} is declared twice (module ${module.name})`);
      all[name] = migration;
    }
  }
  return all;
}

// Migrations run in name order. Modules are written side by side, so one merged later may sort before one
// a database already ran: it still runs (allowUnorderedMigrations) instead of being refused as corruption.
// Every module's migrations serve both databases: written in SQLite's terms, their column types are mapped
// to the same meaning on PostgreSQL by the DDL plugin. Concurrent callers (replicas starting together) are
// serialised by Kysely's migration lock.
export async function migrateToLatest(
  db: Db,
  modules: readonly ServerModule[] = SERVER_MODULES,
): Promise<void> {
  const migrations = migrationsOf(modules);
  const migrator = new Migrator({
    db: isPostgres(db) ? db.withPlugin(postgresDdlPlugin()) : db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}
