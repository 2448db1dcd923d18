import { planDeleteRefusal, planEditRefusal } from "../../../src/contract/products/states.ts";
import { type Actor, modifiedBy, type Trx } from "./actor.ts";
import { productError } from "./errors.ts";
import { findPlan, liveRateCount, refuseIf } from "./guards.ts";
import { refuseIfPromoted } from "./promotion-uses.ts";
import type { ProductsDb } from "./tables.ts";

// Deleting a plan or a family and publishing a plan (spec 3 §4), each in one transaction with its audit row.

/** Deletes a plan that is not published and has no rates (a deleted draft rate's row goes with it). */
export async function deletePlan(db: ProductsDb, actor: Actor, productId: number) {
  return db.transaction().execute(async (trx) => {
    const plan = await findPlan(trx, actor, productId);
    refuseIf(planDeleteRefusal({ state: plan.state, rates_count: await liveRateCount(trx, [productId]) }));
    await refuseIfPromoted(trx, { planId: productId });
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

/** The plan's last saved step as the wizard reads it: a published plan has passed step 3, however published. */
export const planLastStep = (plan: { last_step_saved: number; state: string }): number =>
  Math.max(plan.last_step_saved, plan.state === "published" ? 3 : 0);

type PublishablePlan = {
  product_id: number;
  name: string;
  family_id: number | null;
  last_step_saved: number;
};

/**
 * Publishes a draft plan and its family when it had no publish date yet: the ONE plan publication, whether the
 * list, the palette or wizard step 3 asks. The plan counts as past step 3, so its rates can be added (§4).
 */
export async function publishPlanIn(trx: Trx, actor: Actor, plan: PublishablePlan) {
  const stamp = {
    publish_date: actor.now,
    publish_user: actor.email,
    ...modifiedBy(actor),
  };
  await trx
    .updateTable("product_plans")
    .set({
      ...stamp,
      state: "published",
      active: 1,
      last_step_saved: planLastStep({ ...plan, state: "published" }),
    })
    .where("product_id", "=", plan.product_id)
    .execute();
  if (plan.family_id !== null)
    await trx
      .updateTable("product_families")
      .set(stamp)
      .where("family_id", "=", plan.family_id)
      .where("publish_date", "is", null)
      .execute();
  await actor.record(trx, "products.publishPlan", `Plan ${plan.product_id} (${plan.name}) publicado`);
  return { id: plan.product_id, state: "published" as const, publish_date: actor.now };
}

/** "Publicar producto" from the list or the palette. */
export async function publishPlan(db: ProductsDb, actor: Actor, productId: number) {
  return db.transaction().execute(async (trx) => {
    const plan = await findPlan(trx, actor, productId);
    refuseIf(planEditRefusal(plan));
    return publishPlanIn(trx, actor, plan);
  });
}
