import type { Migration } from "kysely";
import { type AnyDb, createTables, flag } from "../../db/migration-kit.ts";

// The personal-data policy per module (issue 32 item 2). No row: the default (reveal allowed, no cap).
export const privacyMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      data_policies: {
        module: "text primary key",
        reveal: flag(1),
        export_row_cap: "integer check (export_row_cap is null or export_row_cap > 0)",
      },
    });
  },
};
