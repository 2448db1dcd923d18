import { hashPassword } from "../auth/password.ts";
import { type DashboardSeedReport, seedDashboard } from "../dashboard/seed.ts";
import { createBulkIndexes, dropBulkIndexes } from "../db/bulk-indexes.ts";
import { type Db, sqliteHandle } from "../db/database.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-users.ts";
import { seedEndUsers } from "./end-users.ts";
import { seedDemoUsers, seedReference } from "./identity.ts";
import { seedLegacy } from "./legacy.ts";
import { seedLogs } from "./logs.ts";
import { createRng } from "./prng.ts";
import { SEED_NOW } from "./reference-data.ts";
import { seedStaff } from "./staff.ts";

export type Scale = "small" | "large";
export type SeedOptions = {
  scale: Scale;
  logs?: number;
  /** Where the edge monitoring data ends (ms); default SEED_NOW. A server seeding at its first start passes now. */
  monitoringUntil?: number;
};
export type SeedReport = {
  staffUsers: number;
  endUsers: number;
  subscriptions: number;
  logs: number;
  dashboard: DashboardSeedReport;
  /** Milliseconds per phase. */
  timings: Record<string, number>;
};

export const SCALES: Record<Scale, { staff: number; endUsers: number; logs: number }> = {
  small: { staff: 150, endUsers: 5_000, logs: 20_000 },
  large: { staff: 2_000, endUsers: 1_000_000, logs: 5_000_000 },
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
 * Fills a freshly migrated, empty database. Deterministic: the same options always give the same rows
 * (password hashes aside: argon2 salts are random).
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const size = SCALES[options.scale];
  const logCount = options.logs ?? size.logs;
  const rng = createRng(20_260_101);
  const timings: Record<string, number> = {};
  const timed = async <T>(phase: string, run: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    const result = await run();
    timings[phase] = Math.round(performance.now() - started);
    return result;
  };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const staffEmails = await timed("identity", async () => {
    const lookup = await seedReference(db);
    await seedDemoUsers(db, lookup, passwordHash, new Date(SEED_NOW - 400 * 86_400_000).toISOString());
    await seedLegacy(db);
    return seedStaff(db, lookup, rng, size.staff, passwordHash);
  });
  const counts = await timed("endUsers", async () => {
    let result = { endUsers: 0, subscriptions: 0 };
    await bulkLoad(db, ["end_users", "subscriptions"], () => {
      result = seedEndUsers(db, rng, size.endUsers);
    });
    return result;
  });
  const logUsers = [...DEMO_USERS.filter((u) => u.active).map((u) => u.email), ...staffEmails.slice(0, 300)];
  await timed("logs", () => bulkLoad(db, ["logs"], () => seedLogs(db, rng, logCount, logUsers)));
  const dashboard = await timed("dashboard", () =>
    seedDashboard(db, options.scale, options.monitoringUntil ?? SEED_NOW),
  );
  await timed("analyze", () => void sqliteHandle(db).exec("analyze"));
  return { staffUsers: size.staff, ...counts, logs: logCount, dashboard, timings };
}
