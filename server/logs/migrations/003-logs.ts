import type { Migration } from "kysely";
import { createBulkIndexes } from "../../db/bulk-indexes.ts";
import { type AnyDb, createTables } from "../../db/migration-kit.ts";

export const logsMigration: Migration = {
  async up(db: AnyDb) {
    // log_id is the rowid: append-only and dense, so max(log_id) is the row count and log_id order is
    // datetime order. The logs endpoint relies on both, so rows are never deleted.
    await createTables(db, {
      logs: {
        log_id: "integer primary key",
        datetime: "text not null",
        user: "text not null",
        ip: "text not null",
        url: "text not null",
        action: "text not null",
        message: "text not null",
        level: "text not null check (level in ('info', 'warning', 'error'))",
      },
    });
    await createBulkIndexes(db, "logs");
  },
};
