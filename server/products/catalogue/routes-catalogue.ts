import { productCatalogueCalls } from "../../../src/contract/products/catalogue.ts";
import { implement } from "../../platform/route.ts";
import { actorOf } from "../domain/actor.ts";
import { deleteFamily, deletePlan, publishPlan } from "../domain/plan-states.ts";
import { productsDb } from "../domain/tables.ts";
import { familyPages } from "./family-page-cache.ts";
import { getPlan } from "./plans.ts";

/** services/products families and plans (spec 3 §7), in the caller's tenant. */
export const productCatalogueRoutes = implement(productCatalogueCalls, (deps) => {
  const db = productsDb(deps.db);
  const families = familyPages(db);
  return {
    listFamilies: async ({ query }, c) => families(actorOf(c), query),
    getPlan: async ({ params }, c) => getPlan(db, actorOf(c), params.product_id),
    deleteFamily: async ({ params }, c) => deleteFamily(db, actorOf(c), params.family_id),
    deletePlan: async ({ params }, c) => deletePlan(db, actorOf(c), params.product_id),
    publishPlan: async ({ params }, c) => publishPlan(db, actorOf(c), params.product_id),
  };
});
