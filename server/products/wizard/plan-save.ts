import type { z } from "zod";
import { planStep1, planStep2, planStep3 } from "../../../src/contract/products/wizard.ts";
import { type Actor, demand } from "../domain/actor.ts";
import { parseStep, refusal } from "../domain/failures.ts";
import { publishPlanIn } from "../domain/plan-states.ts";
import { changePlanFilters, type PlanFilterChange, recordPlanStep } from "../domain/plan-store.ts";
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
  const changes: PlanFilterChange[] = [];
  for (const [position, row] of payload.data.entries()) {
    if (row.action === "delete") {
      changes.push({ filter_id: row.filter_id, values: null });
      continue;
    }
    const filter = await trx
      .selectFrom("filters")
      .select(["name", "description"])
      .where("filter_id", "=", row.filter_id)
      .where("tenant_code", "=", actor.tenant)
      .executeTakeFirst();
    if (!filter)
      throw refusal("filter_not_found", undefined, { datafield: `payload.data.${position}.filter_id` });
    const values = {
      name: filter.name ?? String(row.filter_id),
      title: filter.name ?? "",
      description: filter.description,
      rule_params: JSON.stringify(row.rule_params),
      position,
    };
    changes.push({ filter_id: row.filter_id, values });
  }
  await changePlanFilters(trx, productId, changes);
  const last = Math.max(plan.last_step_saved, 2);
  await recordPlanStep(trx, actor, productId, last);
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
    await recordPlanStep(trx, actor, productId, last);
    await actor.record(trx, "update", `Plan ${productId} paso 3`);
  }
  return { step: 3, product_id: productId, last_step_saved: last };
}
