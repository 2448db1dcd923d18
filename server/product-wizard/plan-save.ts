import type { z } from "zod";
import {
  availabilityOf,
  internalNameOf,
  isRenewable,
  type PlanConfiguration,
  UNLIMITED,
} from "../../src/contract/product-rules.ts";
import { planStep1, planStep2, planStep3 } from "../../src/contract/products-wizard.ts";
import { type Actor, demand } from "../products/actor.ts";
import { parseStep, refusal, ruleRefusal } from "./failures.ts";
import { planOf, requireDraft, requireStepOrder, type Trx } from "./load.ts";
import { isNameTaken } from "./names.ts";

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
  if (productId === 0) throw refusal("wizard_product_not_found");
  if (step === 2) return saveFilters(trx, actor, productId, parseStep(planStep2, payload, ["payload"]));
  return activate(trx, actor, productId, parseStep(planStep3, payload, ["payload"]));
}

/** The stored form of the type-dependent fields: cycles and unlimited renewal, or availability. */
function typeColumns(plan: PlanConfiguration) {
  if (isRenewable(plan.type))
    return {
      cycles: plan.temporary_limit,
      unlimited: plan.temporary_limit === UNLIMITED ? (1 as const) : (0 as const),
      availability: null,
      availability_hours: null,
    };
  return {
    cycles: null,
    unlimited: availabilityOf(plan.content_type) === "automatic" ? (1 as const) : (0 as const),
    availability: availabilityOf(plan.content_type),
    availability_hours: plan.temporary_limit,
  };
}

async function familyFor(trx: Trx, actor: Actor, plan: PlanConfiguration): Promise<number> {
  if (plan.new_family === 0) {
    const family = await trx
      .selectFrom("product_families")
      .select("family_id")
      .where("family_id", "=", plan.family_id)
      .where("tenant_code", "=", actor.tenant)
      .executeTakeFirst();
    if (!family) throw ruleRefusal([{ field: "payload.family_id", message: "familyRequired" }]);
    return family.family_id;
  }
  if (await isNameTaken(trx, actor, "family", plan.family_name))
    throw refusal("wizard_name_exists", undefined, { datafield: "payload.family_name" });
  const audit = { created_date: actor.now, created_user: actor.email, modified_date: actor.now };
  const { family_id } = await trx
    .insertInto("product_families")
    .values({
      ...audit,
      modified_user: actor.email,
      publish_date: null,
      publish_user: null,
      tenant_code: actor.tenant,
      name: plan.family_name,
      internal_name: plan.family_internal_name || internalNameOf(plan.family_name),
      description: plan.family_description,
    })
    .returning("family_id")
    .executeTakeFirstOrThrow();
  return family_id;
}

async function saveConfiguration(trx: Trx, actor: Actor, productId: number, plan: PlanConfiguration) {
  const existing = productId === 0 ? undefined : await planOf(trx, actor, productId);
  demand(actor, existing ? "edit" : "new");
  if (existing) requireDraft(existing.state);
  if (await isNameTaken(trx, actor, "plan", plan.name, { excludeId: existing?.product_id }))
    throw refusal("wizard_name_exists", undefined, { datafield: "payload.name" });
  const familyId = await familyFor(trx, actor, plan);
  if (plan.priority === 1) {
    const holder = await trx
      .selectFrom("product_plans")
      .select("product_id")
      .where("family_id", "=", familyId)
      .where("priority", "=", 1)
      .where("product_id", "!=", existing?.product_id ?? 0)
      .executeTakeFirst();
    if (holder) throw ruleRefusal([{ field: "payload.priority", message: "priorityExists" }]);
  }
  const columns = {
    family_id: familyId,
    name: plan.name,
    description: plan.description,
    internal_name: plan.internal_name || internalNameOf(plan.name),
    type: plan.type,
    content_type: plan.content_type,
    period: plan.period,
    frequency: plan.frequency,
    length: plan.length,
    priority: plan.priority,
    temporary_unit: plan.temporary_unit,
    temporary_limit: plan.temporary_limit,
    download: plan.download,
    ...typeColumns(plan),
    last_step_saved: Math.max(existing?.last_step_saved ?? 0, 1),
    modified_date: actor.now,
    modified_user: actor.email,
  };
  if (existing) {
    await trx.updateTable("product_plans").set(columns).where("product_id", "=", productId).execute();
    await actor.record(trx, "update", `Plan ${productId} paso 1`);
    return { step: 1, product_id: productId, last_step_saved: columns.last_step_saved };
  }
  const { product_id } = await trx
    .insertInto("product_plans")
    .values({
      ...columns,
      tenant_code: actor.tenant,
      state: "draft",
      active: 1,
      download_frequency: null,
      allow_upsell: 0,
      allow_downsell: 0,
      created_date: actor.now,
      created_user: actor.email,
      publish_date: null,
      publish_user: null,
    })
    .returning("product_id")
    .executeTakeFirstOrThrow();
  await actor.record(trx, "insert", `Plan ${product_id} creado`);
  return { step: 1, product_id, last_step_saved: 1 };
}

async function saveFilters(trx: Trx, actor: Actor, productId: number, payload: z.output<typeof planStep2>) {
  demand(actor, "edit");
  const plan = await planOf(trx, actor, productId);
  requireDraft(plan.state);
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

/** Step 3: publish makes the plan (and its family) published; save only records the step. */
async function activate(trx: Trx, actor: Actor, productId: number, payload: z.output<typeof planStep3>) {
  demand(actor, payload.action === "publish" ? "publish" : "edit");
  const plan = await planOf(trx, actor, productId);
  requireDraft(plan.state);
  requireStepOrder(3, plan.last_step_saved);
  const last = Math.max(plan.last_step_saved, 3);
  const stamp = { modified_date: actor.now, modified_user: actor.email };
  const published =
    payload.action === "publish"
      ? {
          state: "published" as const,
          active: 1 as const,
          publish_date: actor.now,
          publish_user: actor.email,
        }
      : {};
  await trx
    .updateTable("product_plans")
    .set({ ...stamp, ...published, last_step_saved: last })
    .where("product_id", "=", productId)
    .execute();
  if (payload.action === "publish" && plan.family_id)
    await trx
      .updateTable("product_families")
      .set({ publish_date: actor.now, publish_user: actor.email })
      .where("family_id", "=", plan.family_id)
      .where("publish_date", "is", null)
      .execute();
  await actor.record(trx, payload.action === "publish" ? "publish" : "update", `Plan ${productId} paso 3`);
  return { step: 3, product_id: productId, last_step_saved: last };
}
