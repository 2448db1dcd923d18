import type { PromotionRate, RateFilters } from "../../../src/contract/products/promotions.ts";
import { rateOnSale } from "../../../src/contract/products/states.ts";
import { promotableRate } from "../domain/on-sale.ts";
import { linesWithRateAndPlan } from "../domain/rate-lines.ts";
import type { PromotionsDb } from "./tables.ts";

// What a promotion bundles, read from the products module's tables: a rate payment line (a plan's rate in a
// region, for one user type, payment method and currency). Only rates on sale (states.ts#rateOnSale) of the
// tenant's subscription and package plans (never a transaction plan), in the caller's regions, are offered; the
// save and the publish read every line of the rates they are given and refuse by promotionLineRefusal.

export type RateLineFilters = RateFilters & {
  /** These rates only. */
  rate_id?: readonly number[];
  /** Every line of the rates, on sale or not (a saved promotion still shows the plans it bundled; the save and
   * the publish tell why a rate is refused). */
  retired?: boolean;
};

/** The tenant, and the regions whose rates may be read (null: any region, for checks that tell them apart). */
export type Scope = { tenant: string; regionIds: readonly number[] | null };

const periodText = (period: number | null, unit: string | null) =>
  [period, unit].filter((part) => part !== null && part !== "").join(" ");

/** The rate payment lines matching the filters, in the caller's regions and tenant. */
export async function rateLines(
  db: PromotionsDb,
  scope: Scope,
  filters: RateLineFilters,
): Promise<PromotionRate[]> {
  if (scope.regionIds?.length === 0) return [];
  const rows = await linesWithRateAndPlan(db)
    .innerJoin("product_families as f", "f.family_id", "p.family_id")
    .innerJoin("regions as reg", "reg.region_id", "r.region_id")
    .innerJoin("product_user_types as ut", "ut.user_type_id", "pay.user_type_id")
    .innerJoin("product_payment_methods as pm", "pm.payment_method_id", "pay.payment_method_id")
    .innerJoin("product_currencies as cur", "cur.currency_id", "pay.currency_id")
    .select([
      "r.rate_id",
      "r.name as rate_name",
      "r.state as rate_state",
      "p.product_id as plan_id",
      "p.name as plan_name",
      "p.period",
      "p.temporary_unit",
      "p.type as plan_type",
      "p.state as plan_state",
      "r.active",
      "r.deleted_date",
      "f.family_id",
      "f.name as family_name",
      "reg.region_id",
      "reg.title as region_name",
      "ut.user_type_id",
      "ut.name as user_type_name",
      "pm.payment_method_id",
      "pm.name as payment_method_name",
      "cur.currency_id",
      "cur.name as currency_name",
      "cur.symbol",
      "pay.price",
    ])
    .where("p.tenant_code", "=", scope.tenant)
    .$if(!filters.retired, (q) => q.where(promotableRate))
    .$if(scope.regionIds !== null, (q) => q.where("r.region_id", "in", [...(scope.regionIds ?? [])]))
    .$if(filters.product_id !== undefined, (q) => q.where("f.family_id", "=", filters.product_id as number))
    .$if((filters.plan_id?.length ?? 0) > 0, (q) =>
      q.where("p.product_id", "in", [...(filters.plan_id ?? [])]),
    )
    .$if(filters.region_id !== undefined, (q) => q.where("r.region_id", "=", filters.region_id as number))
    .$if(filters.user_type_id !== undefined, (q) =>
      q.where("pay.user_type_id", "=", filters.user_type_id as number),
    )
    .$if(filters.payment_method_id !== undefined, (q) =>
      q.where("pay.payment_method_id", "=", filters.payment_method_id as number),
    )
    .$if(filters.rate_id !== undefined, (q) => q.where("r.rate_id", "in", [...(filters.rate_id ?? [0])]))
    .orderBy("f.name")
    .orderBy("p.name")
    .orderBy("r.rate_id")
    .orderBy("pay.payment_id")
    .limit(500)
    .execute();
  return rows.map((row) => ({
    rate_id: row.rate_id,
    rate_name: row.rate_name,
    rate_state: row.rate_state,
    on_sale: rateOnSale({
      state: row.rate_state,
      active: row.active === 1,
      deleted: row.deleted_date !== null,
      planState: row.plan_state,
    }),
    plan: {
      id: row.plan_id,
      name: row.plan_name,
      period: periodText(row.period, row.temporary_unit),
      type: row.plan_type,
    },
    product: { id: row.family_id, name: row.family_name },
    region: { id: row.region_id, name: row.region_name },
    user_type: { id: row.user_type_id, name: row.user_type_name },
    payment_method: { id: row.payment_method_id, name: row.payment_method_name },
    currency: { id: row.currency_id, name: row.currency_name, symbol: row.symbol },
    price: row.price ?? "",
  }));
}
