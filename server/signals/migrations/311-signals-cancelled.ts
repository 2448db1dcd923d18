import type { Migration } from "kysely";
import { type AnyDb, addColumns } from "../../db/migration-kit.ts";

/**
 * When a signal was cancelled (epoch seconds; null while it is not): a cancelled signal is Historico whatever
 * its dates say, so cancelling keeps the schedule it had instead of rewriting start and end.
 */
export const signalsCancelledMigration: Migration = {
  async up(db: AnyDb) {
    await addColumns(db, "open_signals", { cancelled_at: "bigint" });
  },
};
