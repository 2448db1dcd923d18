import type { Migration } from "kysely";
import { type AnyDb, createIndexes } from "../../db/migration-kit.ts";

/**
 * The product list counts and reads a plan's live (not deleted) rates: a partial index of them by plan answers
 * from the index alone, without reading each rate's row for its deleted date (20,000 rates: 5.9 → 1.8 ms).
 */
export const productsLiveRatesMigration: Migration = {
  async up(db: AnyDb) {
    await createIndexes(db, "product_rates", {
      product_rates_live_idx: `product_id where "deleted_date" is null`,
    });
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex("product_rates_live_idx").execute();
  },
};
