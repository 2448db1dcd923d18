import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
type AnyDb = Kysely<any>;

/**
 * When a signal was cancelled (epoch seconds; null while it is not): a cancelled signal is Historico whatever
 * its dates say, so cancelling keeps the schedule it had instead of rewriting start and end.
 */
export const signalsCancelledMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("open_signals").addColumn("cancelled_at", "bigint").execute();
  },
};
