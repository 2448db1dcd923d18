import type { Migration } from "kysely";
import { type AnyDb, AUDIT_COLUMNS, createTables } from "../../db/migration-kit.ts";

/**
 * Promotions (spec 3 §3): a draft or published bundle of up to two plans' rates. The product, region, user type,
 * payment method and currency are the first plan's (§5), kept on the promotion so the list filters by them.
 * Rates belong to the products module: they are referenced by id, checked by the save, not by a foreign key
 * (the products module deletes draft rates on its own terms).
 */
async function up(db: AnyDb): Promise<void> {
  await createTables(db, {
    promotions: {
      promotion_id: "integer primary key",
      name: "text not null",
      description: "text not null",
      state: "text not null check (state in ('draft', 'published'))",
      active: "integer not null",
      tenant_code: "text not null",
      family_id: "integer not null",
      region_id: "integer not null",
      user_type_id: "integer not null",
      payment_method_id: "integer not null",
      currency_id: "integer not null",
      ...AUDIT_COLUMNS,
      "index promotions_tenant_idx": "tenant_code, promotion_id",
    },
    promotion_plans: {
      promotion_id: "integer not null references promotions.promotion_id on delete cascade",
      position: "integer not null check (position in (1, 2))",
      rate_id: "integer not null",
      plan_id: "integer not null",
      // Cycles reach 9,999,999,999 (§5): past a 32-bit integer on PostgreSQL.
      cycle: "bigint not null",
      "primary key": "promotion_id, position",
      "index promotion_plans_plan_idx": "plan_id",
    },
  });
}

export const promotionsMigration: Migration = { up };
