import type { Db } from "../../db/database.ts";
import { productsDb } from "./tables.ts";

// A plan's step 2 lists content filters (product_plan_filters): the filters module asks which plans hold a
// filter before deleting it, so that no plan is left naming a filter that no longer exists.

export type PlanUsingFilter = { product_id: number; name: string };

/** The plans that list the filter, by id; read through the caller's connection (its transaction). */
export async function plansUsingFilter(db: Db, filterId: number): Promise<PlanUsingFilter[]> {
  return productsDb(db)
    .selectFrom("product_plan_filters as pf")
    .innerJoin("product_plans as p", "p.product_id", "pf.product_id")
    .select(["p.product_id", "p.name"])
    .where("pf.filter_id", "=", filterId)
    .distinct()
    .orderBy("p.product_id")
    .execute();
}
