import { hashPassword } from "../auth/password.ts";
import type { Db } from "../db/database.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-users.ts";
import { seedEndUsers } from "./end-users.ts";
import { seedDemoUsers, seedReference } from "./identity.ts";
import { seedLegacy } from "./legacy.ts";
import { openBulkLoader } from "./loader.ts";
import { seedLogs } from "./logs.ts";
import { createRng } from "./prng.ts";
import { SEED_NOW } from "./reference-data.ts";
import { seedStaff } from "./staff.ts";

export type Scale = "small" | "large";
export type SeedOptions = { scale: Scale; logs?: number };
export type SeedReport = {
  staffUsers: number;
  endUsers: number;
  subscriptions: number;
  logs: number;
  /** Milliseconds per phase. */
  timings: Record<string, number>;
};

export const SCALES: Record<Scale, { staff: number; endUsers: number; logs: number }> = {
  small: { staff: 150, endUsers: 5_000, logs: 20_000 },
  large: { staff: 2_000, endUsers: 1_000_000, logs: 5_000_000 },
};

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
  const loader = openBulkLoader(db);
  const staffEmails = await timed("identity", async () => {
    const lookup = await seedReference(db);
    await seedDemoUsers(db, lookup, passwordHash, new Date(SEED_NOW - 400 * 86_400_000).toISOString());
    await seedLegacy(db);
    return seedStaff(loader, lookup, rng, size.staff, passwordHash);
  });
  const counts = await timed("endUsers", async () => {
    let result = { endUsers: 0, subscriptions: 0 };
    await loader.bulk(["end_users", "subscriptions"], async () => {
      result = await seedEndUsers(loader, rng, size.endUsers);
    });
    return result;
  });
  const logUsers = [...DEMO_USERS.filter((u) => u.active).map((u) => u.email), ...staffEmails.slice(0, 300)];
  await timed("logs", () => loader.bulk(["logs"], () => seedLogs(loader, rng, logCount, logUsers)));
  await timed("analyze", () => loader.finish());
  return { staffUsers: size.staff, ...counts, logs: logCount, timings };
}
