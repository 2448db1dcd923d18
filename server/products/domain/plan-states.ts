import { planDeleteRefusal, planEditRefusal } from "../../../src/contract/products/states.ts";
import type { Actor } from "./actor.ts";
import { productError } from "./errors.ts";
import { findPlan, liveRateCount, refuseIf } from "./guards.ts";
import type { ProductsDb } from "./tables.ts";

// Deleting a plan or a family and publishing a plan (spec 3 §4), each in one transaction with its audit row.

/** Deletes a plan that is not published and has no rates (a deleted draft rate's row goes with it). */
export async function deletePlan(db: ProductsDb, actor: Actor, productId: number) {
  return db.transaction().execute(async (trx) => {
    const plan = await findPlan(trx, actor, productId);
    refuseIf(planDeleteRefusal({ state: plan.state, rates_count: await liveRateCount(trx, [productId]) }));
    await trx.deleteFrom("product_rates").where("product_id", "=", productId).execute();
    await trx.deleteFrom("product_plans").where("product_id", "=", productId).execute();
    await actor.record(trx, "products.deletePlan", `Plan ${productId} (${plan.name}) eliminado`);
    return { id: productId, deleted: true as const };
  });
}

/** Deletes a family none of whose plans is published or has rates; its draft plans go with it. */
export async function deleteFamily(db: ProductsDb, actor: Actor, familyId: number) {
  return db.transaction().execute(async (trx) => {
    const family = await trx
      .selectFrom("product_families")
      .selectAll()
      .where("family_id", "=", familyId)
      .where("tenant_code", "=", actor.tenant)
      .executeTakeFirst();
    if (!family) throw productError("product_family_not_found");
    const plans = await trx
      .selectFrom("product_plans")
      .select(["product_id", "state"])
      .where("family_id", "=", familyId)
      .execute();
    const ids = plans.map((p) => p.product_id);
    if (plans.some((p) => p.state !== "draft") || (await liveRateCount(trx, ids)) > 0)
      throw productError("product_family_not_deletable");
    if (ids.length > 0) {
      await trx.deleteFrom("product_rates").where("product_id", "in", ids).execute();
      await trx.deleteFrom("product_plans").where("product_id", "in", ids).execute();
    }
    await trx.deleteFrom("product_families").where("family_id", "=", familyId).execute();
    await actor.record(trx, "products.deleteFamily", `Familia ${familyId} (${family.name}) eliminada`);
    return { id: familyId, deleted: true as const };
  });
}

/** Publishes a draft plan, and its family when it had no publish date yet. */
export async function publishPlan(db: ProductsDb, actor: Actor, productId: number) {
  return db.transaction().execute(async (trx) => {
    const plan = await findPlan(trx, actor, productId);
    refuseIf(planEditRefusal(plan));
    const stamp = {
      publish_date: actor.now,
      publish_user: actor.email,
      modified_date: actor.now,
      modified_user: actor.email,
    };
    await trx
      .updateTable("product_plans")
      .set({ ...stamp, state: "published", active: 1 })
      .where("product_id", "=", productId)
      .execute();
    if (plan.family_id !== null)
      await trx
        .updateTable("product_families")
        .set(stamp)
        .where("family_id", "=", plan.family_id)
        .where("publish_date", "is", null)
        .execute();
    await actor.record(trx, "products.publishPlan", `Plan ${productId} (${plan.name}) publicado`);
    return { id: productId, state: "published" as const, publish_date: actor.now };
  });
}
