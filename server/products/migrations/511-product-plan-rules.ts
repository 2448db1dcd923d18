import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
type AnyDb = Kysely<any>;

/**
 * A plan's rules (spec 3 §1, §3 Rule names) besides the two it already had columns for (allow_upsell,
 * allow_downsell): JSON [{type, name, value S|N}], as a rate keeps its own.
 */
export const productPlanRulesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable("product_plans")
      .addColumn("rules", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
  },
};
