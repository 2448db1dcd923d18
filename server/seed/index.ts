import type { Db } from "../db/database.ts";
import { SERVER_MODULES } from "../modules.ts";
import { hashPassword } from "../platform/auth/password.ts";
import type { ServerModule } from "../platform/module.ts";
import { SCALES, type Scale, type SeedContext } from "./context.ts";
import { DEMO_PASSWORD } from "./demo-users.ts";
import { type BulkLoader, openBulkLoader } from "./loader.ts";
import { createRng } from "./prng.ts";
import type { SeedProgressSink } from "./progress.ts";
import { SEED_NOW } from "./reference-data.ts";

export { SCALES, type Scale } from "./context.ts";
export type SeedOptions = {
  scale: Scale;
  logs?: number;
  /** Where time series (the edge monitoring) end, in ms; default SEED_NOW. A server seeding at its first start passes now. */
  now?: number;
  /** Told each stage (module, then "analyze") and the rows written: the CLI's progress line. */
  progress?: SeedProgressSink;
};
export type SeedReport = {
  /** Rows per kind, as each module's step reported them. */
  counts: Record<string, number>;
  /** Milliseconds per module. */
  timings: Record<string, number>;
};

/**
 * Fills a freshly migrated, empty database: each module's seed step, in the modules' order, writing its rows
 * through the bulk loader (multi-row INSERTs on SQLite, COPY on PostgreSQL). Deterministic: the same options
 * always give the same rows (password hashes aside: argon2 salts are random).
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
    loader: counted(openBulkLoader(db), options.progress),
  };
  const report: SeedReport = { counts: {}, timings: {} };
  const timed = async (phase: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    report.timings[phase] = Math.round(performance.now() - started);
  };
  const seeded = modules.filter((module) => module.seed);
  const stages = seeded.length + 1;
  for (const [index, module] of seeded.entries()) {
    const step = module.seed;
    options.progress?.stage(module.name, index + 1, stages);
    if (step) await timed(module.name, async () => Object.assign(report.counts, await step(ctx)));
  }
  options.progress?.stage("analyze", stages, stages);
  await timed("analyze", () => ctx.loader.finish());
  return report;
}

/** The loader, telling `progress` how many rows each write holds. */
function counted(loader: BulkLoader, progress: SeedProgressSink | undefined): BulkLoader {
  if (!progress) return loader;
  return {
    ...loader,
    async write(batches) {
      await loader.write(batches);
      progress.rows(batches.reduce((rows, batch) => rows + batch.values.length / batch.columns.length, 0));
    },
  };
}
