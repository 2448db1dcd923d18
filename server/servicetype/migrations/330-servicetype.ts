import type { Migration } from "kysely";
import { type AnyDb, createTables } from "../../db/migration-kit.ts";

export const serviceTypeMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      service_types: {
        code: "text primary key",
        description: "text not null",
        plan_type: "text not null",
      },
      service_tests: {
        test_id: "integer primary key",
        created_at: "text not null",
        user: "text not null",
        status: "integer not null",
        request: "text not null",
        response: "text not null",
      },
    });
  },
};
