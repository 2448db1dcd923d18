import { type Kysely, type Migration, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
type AnyDb = Kysely<any>;

// The personal-data policy per module (issue 32 item 2). No row: the default (reveal allowed, no cap).
export const privacyMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("data_policies")
      .addColumn("module", "text", (c) => c.primaryKey())
      .addColumn("reveal", "integer", (c) => c.notNull().defaultTo(1).check(sql`reveal in (0, 1)`))
      .addColumn("export_row_cap", "integer", (c) =>
        c.check(sql`export_row_cap is null or export_row_cap > 0`),
      )
      .execute();
  },
};
