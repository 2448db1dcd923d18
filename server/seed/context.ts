import type { Db } from "../db/database.ts";
import type { BulkLoader } from "./loader.ts";
import type { Rng } from "./prng.ts";

export type Scale = "small" | "large";

/** Rows per scale of the modules seeded today; a new module sizes its own rows from `scale`. */
export const SCALES: Record<Scale, { staff: number; endUsers: number; logs: number }> = {
  small: { staff: 150, endUsers: 5_000, logs: 20_000 },
  large: { staff: 2_000, endUsers: 1_000_000, logs: 5_000_000 },
};

/** What every module's seed step receives. Steps run in the order of server/modules.ts, sharing one rng. */
export type SeedContext = {
  db: Db;
  scale: Scale;
  size: (typeof SCALES)[Scale];
  /** Log rows to write (the scale's, unless the caller asked for another count). */
  logCount: number;
  rng: Rng;
  /** Argon2 hash of the demo password, computed once (it is slow on purpose). */
  passwordHash: string;
  /** Staff e-mails an earlier step created, for later steps that attribute rows to people (logs). */
  staffEmails: string[];
  /**
   * Writes rows on either database (`write`), and loads big tables with their secondary indexes dropped and
   * rebuilt once (`bulk`). Rows written through `db` (Kysely) are fine too where they are few.
   */
  loader: BulkLoader;
};

/** Seeds a module's rows and returns their counts for the report (e.g. { logs: 20000 }). */
export type SeedStep = (ctx: SeedContext) => Promise<Record<string, number>>;
