import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
type AnyDb = Kysely<any>;

export const serviceTypeMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("service_types")
      .addColumn("code", "text", (c) => c.primaryKey())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("plan_type", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("service_tests")
      .addColumn("test_id", "integer", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("user", "text", (c) => c.notNull())
      .addColumn("status", "integer", (c) => c.notNull())
      .addColumn("request", "text", (c) => c.notNull())
      .addColumn("response", "text", (c) => c.notNull())
      .execute();
  },
};
