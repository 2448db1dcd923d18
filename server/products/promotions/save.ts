import type { z } from "zod";
import { type promotionFields, SECOND_PLAN_CYCLE } from "../../../src/contract/products/promotions.ts";
import { allWhere, firstWhere } from "../../db/by-keys.ts";
import type { Actor, Trx } from "./actor.ts";
import { promotionError } from "./errors.ts";
import { type ChosenPlan, resolvePlans } from "./rules.ts";
import type { PromotionsDb } from "./tables.ts";

// Saving (as draft), publishing and changing a cycle (spec 3 §4 "Promotion", §5). Each change and its audit
// row commit together, or nothing does.

export type Fields = z.output<typeof promotionFields>;

function columnsOf(fields: Fields, plans: readonly ChosenPlan[]) {
  const first = plans[0].line;
  return {
    name: fields.name,
    description: fields.description,
    active: fields.active,
    family_id: first.product.id,
    region_id: first.region.id,
    user_type_id: first.user_type.id,
    payment_method_id: first.payment_method.id,
    currency_id: first.currency.id,
  };
}

async function writePlans(trx: Trx, promotionId: number, plans: readonly ChosenPlan[]): Promise<void> {
  await trx.deleteFrom("promotion_plans").where("promotion_id", "=", promotionId).execute();
  await trx
    .insertInto("promotion_plans")
    .values(
      plans.map((plan) => ({
        promotion_id: promotionId,
        position: plan.position,
        rate_id: plan.line.rate_id,
        plan_id: plan.line.plan.id,
        cycle: plan.cycle,
      })),
    )
    .execute();
}

export async function addPromotion(db: PromotionsDb, actor: Actor, fields: Fields): Promise<number> {
  const plans = await resolvePlans(db, actor, fields.rates, fields);
  return db.transaction().execute(async (trx) => {
    const { promotion_id } = await trx
      .insertInto("promotions")
      .values({
        ...columnsOf(fields, plans),
        state: "draft",
        tenant_code: actor.tenant,
        created_date: actor.now,
        created_user: actor.email,
        modified_date: actor.now,
        modified_user: actor.email,
        publish_date: null,
        publish_user: null,
      })
      .returning("promotion_id")
      .executeTakeFirstOrThrow();
    await writePlans(trx, promotion_id, plans);
    await actor.record(
      trx,
      "products.addPromotion",
      `Promoción ${promotion_id} '${fields.name}' en borrador`,
    );
    return promotion_id;
  });
}

/** The promotion to change, read in the change's transaction: only a draft of the tenant in the caller's regions. */
async function draftOf(trx: Trx, actor: Actor, id: number) {
  const row = await trx
    .selectFrom("promotions")
    .select(["promotion_id", "state", "region_id"])
    .where("promotion_id", "=", id)
    .where("tenant_code", "=", actor.tenant)
    .executeTakeFirst();
  if (!row || !actor.regionIds.includes(row.region_id)) throw promotionError("promotion_not_found");
  if (row.state !== "draft") throw promotionError("promotion_not_draft");
  return row;
}

export async function updatePromotion(db: PromotionsDb, actor: Actor, id: number, fields: Fields) {
  const plans = await resolvePlans(db, actor, fields.rates, fields);
  await db.transaction().execute(async (trx) => {
    await draftOf(trx, actor, id);
    await trx
      .updateTable("promotions")
      .set({ ...columnsOf(fields, plans), modified_date: actor.now, modified_user: actor.email })
      .where("promotion_id", "=", id)
      .where("state", "=", "draft")
      .execute();
    await writePlans(trx, id, plans);
    await actor.record(trx, "products.updatePromotion", `Promoción ${id} '${fields.name}' guardada`);
  });
}

/** Publishing checks every rule of a save again on today's data: a rate retired since the draft is refused. */
async function revalidate(trx: Trx, actor: Actor, id: number): Promise<void> {
  const choice = await trx
    .selectFrom("promotions")
    .select(["payment_method_id", "user_type_id", "currency_id"])
    .where("promotion_id", "=", id)
    .executeTakeFirstOrThrow();
  const stored = await allWhere(
    trx,
    "promotion_plans",
    ["rate_id", "cycle"],
    { promotion_id: id },
    "position",
  );
  const requested = stored.map((plan) => ({ rate_id: plan.rate_id, cycle: Number(plan.cycle) }));
  await resolvePlans(trx, actor, requested, choice);
}

export async function publishPromotion(db: PromotionsDb, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    await draftOf(trx, actor, id);
    await revalidate(trx, actor, id);
    await trx
      .updateTable("promotions")
      .set({ state: "published", publish_date: actor.now, publish_user: actor.email })
      .where("promotion_id", "=", id)
      .where("state", "=", "draft")
      .execute();
    await actor.record(trx, "products.publishPromotion", `Promoción ${id} publicada`);
  });
}

export async function updateCycle(db: PromotionsDb, actor: Actor, id: number, rateId: number, cycle: number) {
  await db.transaction().execute(async (trx) => {
    await draftOf(trx, actor, id);
    const plan = await firstWhere(trx, "promotion_plans", "position", { promotion_id: id, rate_id: rateId });
    if (!plan) throw promotionError("promotion_rate_absent");
    if (plan.position === 2 && cycle !== SECOND_PLAN_CYCLE) throw promotionError("promotion_cycle_fixed");
    await trx
      .updateTable("promotion_plans")
      .set({ cycle })
      .where("promotion_id", "=", id)
      .where("rate_id", "=", rateId)
      .execute();
    await trx
      .updateTable("promotions")
      .set({ modified_date: actor.now, modified_user: actor.email })
      .where("promotion_id", "=", id)
      .execute();
    await actor.record(
      trx,
      "products.updatePromotionCycle",
      `Promoción ${id}: tarifa ${rateId} ciclo ${cycle}`,
    );
  });
}
