import { type Kysely, type Migration, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

/**
 * Promotions (spec 3 §3): a draft or published bundle of up to two plans' rates. The product, region, user type,
 * payment method and currency are the first plan's (§5), kept on the promotion so the list filters by them.
 * Rates belong to the products module: they are referenced by id, checked by the save, not by a foreign key
 * (the products module deletes draft rates on its own terms).
 */
async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("promotions")
    .addColumn("promotion_id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().check(sql`state in ('draft', 'published')`))
    .addColumn("active", "integer", (c) => c.notNull())
    .addColumn("tenant_code", "text", (c) => c.notNull())
    .addColumn("family_id", "integer", (c) => c.notNull())
    .addColumn("region_id", "integer", (c) => c.notNull())
    .addColumn("user_type_id", "integer", (c) => c.notNull())
    .addColumn("payment_method_id", "integer", (c) => c.notNull())
    .addColumn("currency_id", "integer", (c) => c.notNull())
    .addColumn("created_date", "text", (c) => c.notNull())
    .addColumn("created_user", "text", (c) => c.notNull())
    .addColumn("modified_date", "text", (c) => c.notNull())
    .addColumn("modified_user", "text", (c) => c.notNull())
    .addColumn("publish_date", "text")
    .addColumn("publish_user", "text")
    .execute();
  await db.schema
    .createIndex("promotions_tenant_idx")
    .on("promotions")
    .columns(["tenant_code", "promotion_id"])
    .execute();
  await db.schema
    .createTable("promotion_plans")
    .addColumn("promotion_id", "integer", (c) =>
      c.notNull().references("promotions.promotion_id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull().check(sql`position in (1, 2)`))
    .addColumn("rate_id", "integer", (c) => c.notNull())
    .addColumn("plan_id", "integer", (c) => c.notNull())
    // Cycles reach 9,999,999,999 (§5): past a 32-bit integer on PostgreSQL.
    .addColumn("cycle", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("promotion_plans_pk", ["promotion_id", "position"])
    .execute();
  await db.schema.createIndex("promotion_plans_plan_idx").on("promotion_plans").column("plan_id").execute();
}

export const promotionsMigration: Migration = { up };
