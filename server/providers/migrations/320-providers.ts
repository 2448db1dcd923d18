import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
type AnyDb = Kysely<any>;

export const providersMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("providers")
      .addColumn("provider_id", "integer", (c) => c.primaryKey())
      .addColumn("tenant_code", "text", (c) => c.notNull().references("tenants.code"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("code", "text", (c) => c.notNull())
      .addColumn("public_date", "text", (c) => c.notNull())
      .addColumn("user", "text", (c) => c.notNull())
      // A code is unique within its tenant (the refusal of a duplicate relies on it under concurrency too).
      .addUniqueConstraint("providers_tenant_code", ["tenant_code", "code"])
      .execute();
  },
};
