import { hashPassword } from "../auth/password.ts";
import { createBulkIndexes, dropBulkIndexes } from "../db/bulk-indexes.ts";
import { type Db, sqliteHandle } from "../db/database.ts";
import { SERVER_MODULES } from "../modules.ts";
import type { ServerModule } from "../platform/module.ts";
import { SCALES, type Scale, type SeedContext } from "./context.ts";
import { DEMO_PASSWORD } from "./demo-users.ts";
import { createRng } from "./prng.ts";
import { SEED_NOW } from "./reference-data.ts";

export { SCALES, type Scale } from "./context.ts";
export type SeedOptions = {
  scale: Scale;
  logs?: number;
  /** Where time series (the edge monitoring) end, in ms; default SEED_NOW. A server seeding at its first start passes now. */
  now?: number;
};
export type SeedReport = {
  /** Rows per kind, as each module's step reported them. */
  counts: Record<string, number>;
  /** Milliseconds per module. */
  timings: Record<string, number>;
};

/**
 * Drops the bulk tables' indexes around a load and rebuilds them once. Durability and foreign-key checks are
 * off meanwhile: the generator writes parents and children through separate multi-row buffers, so a child can
 * reach the database a few rows before its parent.
 */
async function bulkLoad(db: Db, tables: string[], load: () => void): Promise<void> {
  const sqlite = sqliteHandle(db);
  for (const table of tables) await dropBulkIndexes(db, table);
  sqlite.pragma("synchronous = OFF");
  sqlite.pragma("foreign_keys = OFF");
  try {
    load();
    for (const table of tables) await createBulkIndexes(db, table);
  } finally {
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("synchronous = NORMAL");
  }
  if (sqlite.prepare("pragma foreign_key_check").all().length > 0)
    throw new Error("seed: dangling foreign keys");
}

/**
 * Fills a freshly migrated, empty database: each module's seed step, in the modules' order. Deterministic:
 * the same options always give the same rows (password hashes aside: argon2 salts are random).
 */
export async function seedDatabase(
  db: Db,
  options: SeedOptions,
  modules: readonly ServerModule[] = SERVER_MODULES,
): Promise<SeedReport> {
  const size = SCALES[options.scale];
  const ctx: SeedContext = {
    db,
    scale: options.scale,
    now: options.now ?? SEED_NOW,
    size,
    logCount: options.logs ?? size.logs,
    rng: createRng(20_260_101),
    passwordHash: await hashPassword(DEMO_PASSWORD),
    staffEmails: [],
    bulkLoad: (tables, load) => bulkLoad(db, tables, load),
  };
  const report: SeedReport = { counts: {}, timings: {} };
  const timed = async (phase: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    report.timings[phase] = Math.round(performance.now() - started);
  };
  for (const module of modules) {
    const step = module.seed;
    if (step) await timed(module.name, async () => Object.assign(report.counts, await step(ctx)));
  }
  await timed("analyze", async () => void sqliteHandle(db).exec("analyze"));
  return report;
}
