import type { Migration } from "kysely";
import { type AnyDb, addColumns } from "../../db/migration-kit.ts";

/**
 * A plan's rules (spec 3 §1, §3 Rule names) besides the two it already had columns for (allow_upsell,
 * allow_downsell): JSON [{type, name, value S|N}], as a rate keeps its own.
 */
export const productPlanRulesMigration: Migration = {
  async up(db: AnyDb) {
    await addColumns(db, "product_plans", { rules: "text not null default '[]'" });
  },
};
