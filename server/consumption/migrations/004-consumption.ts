import { type Kysely, type Migration, sql } from "kysely";
import { createBulkIndexes } from "../../db/bulk-indexes.ts";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

export const consumptionMigration: Migration = {
  async up(db: AnyDb) {
    // End customers of the streaming service (not staff): looked up by e-mail or phone in consulta_consumo.
    await db.schema
      .createTable("end_users")
      .addColumn("id_usuario", "integer", (c) => c.primaryKey())
      .addColumn("user_hash", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("region", "text", (c) => c.notNull())
      .addColumn("phone_telmex", "text")
      .addColumn("phone_telcel", "text")
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await createBulkIndexes(db, "end_users");
    await db.schema
      .createTable("subscriptions")
      .addColumn("subscription_id", "integer", (c) => c.primaryKey())
      .addColumn("id_usuario", "integer", (c) =>
        c.notNull().references("end_users.id_usuario").onDelete("cascade"),
      )
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("origin", "text", (c) => c.notNull())
      .addColumn("ip", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("price", "real", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("waspurchased", "text", (c) => c.notNull().check(sql`waspurchased in ('0', '1')`))
      .addColumn("payment_method", "text", (c) => c.notNull())
      .addColumn("payment_status", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) =>
        c.notNull().check(sql`status in ('active', 'cancelled', 'terminated')`),
      )
      .execute();
    await createBulkIndexes(db, "subscriptions");
  },
};
