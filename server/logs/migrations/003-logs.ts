import { type Kysely, type Migration, sql } from "kysely";
import { createBulkIndexes } from "../../db/bulk-indexes.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

export const logsMigration: Migration = {
  async up(db: AnyDb) {
    // log_id is the rowid: append-only and dense, so max(log_id) is the row count and log_id order is
    // datetime order. The logs endpoint relies on both, so rows are never deleted.
    await db.schema
      .createTable("logs")
      .addColumn("log_id", "integer", (c) => c.primaryKey())
      .addColumn("datetime", "text", (c) => c.notNull())
      .addColumn("user", "text", (c) => c.notNull())
      .addColumn("ip", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("level", "text", (c) => c.notNull().check(sql`level in ('info', 'warning', 'error')`))
      .execute();
    await createBulkIndexes(db, "logs");
  },
};
