import {
  availabilityOf,
  internalNameOf,
  isRenewable,
  type PlanConfiguration,
  UNLIMITED,
} from "../../../src/contract/products/rules.ts";
import { firstWhere } from "../../db/by-keys.ts";
import { type Actor, demand } from "../domain/actor.ts";
import { refusal, ruleRefusal } from "../domain/failures.ts";
import {
  createFamily,
  createPlan,
  type PlanConfigurationValues,
  updatePlanConfiguration,
} from "../domain/plan-store.ts";
import { planOf, requireDraft, type Trx } from "./load.ts";
import { isNameTaken } from "./names.ts";
import { planRuleColumns } from "./plan-rules.ts";

// Plan wizard step 1 (spec 3 §2 plan configuration, §5 plan parameters): creates the plan (and a new family)
// or changes a draft one; names unique in the tenant, one priority plan per family.

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
    const family = await firstWhere(trx, "product_families", "family_id", {
      family_id: plan.family_id,
      tenant_code: actor.tenant,
    });
    if (!family) throw ruleRefusal([{ field: "payload.family_id", message: "familyRequired" }]);
    return family.family_id;
  }
  if (await isNameTaken(trx, actor, "family", plan.family_name))
    throw refusal("wizard_name_exists", undefined, { datafield: "payload.family_name" });
  return createFamily(trx, actor, {
    name: plan.family_name,
    internal_name: plan.family_internal_name || internalNameOf(plan.family_name),
    description: plan.family_description,
  });
}

export async function saveConfiguration(trx: Trx, actor: Actor, productId: number, plan: PlanConfiguration) {
  const existing = productId === 0 ? undefined : await planOf(trx, actor, productId);
  demand(actor, existing ? "edit" : "new");
  if (existing) requireDraft("plan", existing.state);
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
  const columns: PlanConfigurationValues = {
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
    ...planRuleColumns(existing, plan.rules, actor.tenant),
    last_step_saved: Math.max(existing?.last_step_saved ?? 0, 1),
  };
  if (existing) {
    await updatePlanConfiguration(trx, actor, productId, columns);
    await actor.record(trx, "update", `Plan ${productId} paso 1`);
    return { step: 1, product_id: productId, last_step_saved: columns.last_step_saved };
  }
  const product_id = await createPlan(trx, actor, columns);
  await actor.record(trx, "insert", `Plan ${product_id} creado`);
  return { step: 1, product_id, last_step_saved: 1 };
}
