import type { z } from "zod";
import { planStep1, planStep2, planStep3 } from "../../../src/contract/products/wizard.ts";
import { type Actor, demand } from "../domain/actor.ts";
import { parseStep, refusal } from "../domain/failures.ts";
import { publishPlanIn } from "../domain/plan-states.ts";
import { planOf, requireDraft, requireStepOrder, type Trx } from "./load.ts";
import { saveConfiguration } from "./plan-configuration.ts";

// Saves a plan's wizard step (spec 3 §2 steps 1–3, §3 payloads, §4 order and states). Each runs in the
// caller's transaction: a refusal writes nothing.

export type PlanSaved = { step: number; product_id: number; last_step_saved: number };

export async function savePlanStep(
  trx: Trx,
  actor: Actor,
  step: number,
  productId: number,
  payload: unknown,
): Promise<PlanSaved> {
  if (step === 1) return saveConfiguration(trx, actor, productId, parseStep(planStep1, payload, ["payload"]));
  if (productId === 0) throw refusal("product_not_found");
  if (step === 2) return saveFilters(trx, actor, productId, parseStep(planStep2, payload, ["payload"]));
  return activate(trx, actor, productId, parseStep(planStep3, payload, ["payload"]));
}

async function saveFilters(trx: Trx, actor: Actor, productId: number, payload: z.output<typeof planStep2>) {
  demand(actor, "edit");
  const plan = await planOf(trx, actor, productId);
  requireDraft("plan", plan.state);
  requireStepOrder(2, plan.last_step_saved);
  for (const [position, row] of payload.data.entries()) {
    await trx
      .deleteFrom("product_plan_filters")
      .where("product_id", "=", productId)
      .where("filter_id", "=", row.filter_id)
      .execute();
    if (row.action === "delete") continue;
    const filter = await trx
      .selectFrom("filters")
      .select(["name", "description"])
      .where("filter_id", "=", row.filter_id)
      .where("tenant_code", "=", actor.tenant)
      .executeTakeFirst();
    if (!filter)
      throw refusal("filter_not_found", undefined, { datafield: `payload.data.${position}.filter_id` });
    await trx
      .insertInto("product_plan_filters")
      .values({
        product_id: productId,
        filter_id: row.filter_id,
        name: filter.name ?? String(row.filter_id),
        title: filter.name ?? "",
        description: filter.description,
        action: "add",
        rule_params: JSON.stringify(row.rule_params),
        position,
      })
      .execute();
  }
  const last = Math.max(plan.last_step_saved, 2);
  await trx
    .updateTable("product_plans")
    .set({ last_step_saved: last, modified_date: actor.now, modified_user: actor.email })
    .where("product_id", "=", productId)
    .execute();
  await actor.record(trx, "update", `Plan ${productId} paso 2: ${payload.data.length} filtros`);
  return { step: 2, product_id: productId, last_step_saved: last };
}

/** Step 3: publish is the one plan publication (domain); save only records the step. */
async function activate(trx: Trx, actor: Actor, productId: number, payload: z.output<typeof planStep3>) {
  demand(actor, payload.action === "publish" ? "publish" : "edit");
  const plan = await planOf(trx, actor, productId);
  requireDraft("plan", plan.state);
  requireStepOrder(3, plan.last_step_saved);
  const last = Math.max(plan.last_step_saved, 3);
  if (payload.action === "publish") await publishPlanIn(trx, actor, plan);
  else {
    await trx
      .updateTable("product_plans")
      .set({ modified_date: actor.now, modified_user: actor.email, last_step_saved: last })
      .where("product_id", "=", productId)
      .execute();
    await actor.record(trx, "update", `Plan ${productId} paso 3`);
  }
  return { step: 3, product_id: productId, last_step_saved: last };
}
