import type { Db } from "../db/database.ts";
import { SERVER_MODULES } from "../modules.ts";
import { hashPassword } from "../platform/auth/password.ts";
import type { ServerModule } from "../platform/module.ts";
import { SCALES, type Scale, type SeedContext } from "./context.ts";
import { DEMO_PASSWORD } from "./demo-users.ts";
import { openBulkLoader } from "./loader.ts";
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
    loader: openBulkLoader(db),
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
  await timed("analyze", () => ctx.loader.finish());
  return report;
}
