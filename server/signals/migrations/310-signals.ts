import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
type AnyDb = Kysely<any>;

export const signalsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("payway_products")
      .addColumn("bss_code", "text", (c) => c.primaryKey())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("open_signals")
      .addColumn("signal_id", "integer", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("image_url", "text", (c) => c.notNull())
      .addColumn("group_id", "text", (c) => c.notNull())
      .addColumn("liveref", "text", (c) => c.notNull())
      .addColumn("node_name", "text", (c) => c.notNull())
      .addColumn("bss_code", "text", (c) => c.notNull().references("payway_products.bss_code"))
      .addColumn("start_date", "bigint", (c) => c.notNull())
      .addColumn("end_date", "bigint", (c) => c.notNull())
      .addColumn("user_name", "text", (c) => c.notNull())
      .addColumn("published_at", "bigint")
      .execute();
    // The state filters (Activo, Programado, Historico) are ranges on the dates.
    await db.schema.createIndex("open_signals_start").on("open_signals").column("start_date").execute();
    await db.schema.createIndex("open_signals_end").on("open_signals").column("end_date").execute();
  },
};
