import type { HandlerResult } from "../../../src/contract/define.ts";
import { PLAN_TYPE_NAMES } from "../../../src/contract/products/rules.ts";
import type { productWizardCalls } from "../../../src/contract/products/wizard.ts";
import type { Actor } from "../domain/actor.ts";
import { planFamily } from "../domain/guards.ts";
import { planLastStep } from "../domain/plan-states.ts";
import { type Conn, planOf } from "./load.ts";
import { planRules } from "./plan-rules.ts";

// What the plan wizard reads (spec 3 §7 "Get plan by step and id: result has product, family, last_step_saved").

type PlanView = HandlerResult<typeof productWizardCalls.getPlanWizardStep>;

const UNIT_VALUES = ["year", "month", "week", "day", "hour"] as const;
const unitOf = (unit: string | null) => UNIT_VALUES.find((value) => value === unit) ?? null;

export async function planStepView(db: Conn, actor: Actor, productId: number): Promise<PlanView> {
  const plan = await planOf(db, actor, productId);
  const family = await planFamily(db, plan.family_id);
  const filters = await db
    .selectFrom("product_plan_filters")
    .select(["filter_id", "name", "action", "rule_params"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .orderBy("filter_id")
    .execute();
  const { rates } = await db
    .selectFrom("product_rates")
    .select((eb) => eb.fn.countAll<number | string>().as("rates"))
    .where("product_id", "=", productId)
    .where("deleted_date", "is", null)
    .executeTakeFirstOrThrow();
  return {
    product: {
      id: plan.product_id,
      name: plan.name,
      description: plan.description,
      internal_name: plan.internal_name,
      type: { id: plan.type, name: PLAN_TYPE_NAMES[plan.type] },
      content_type: plan.content_type,
      temporary_unit: unitOf(plan.temporary_unit),
      temporary_limit: plan.temporary_limit,
      download: plan.download,
      period: plan.period,
      frequency: plan.frequency,
      length: plan.length,
      priority: plan.priority,
      state: plan.state,
      step_allowed_edit: plan.state === "draft",
      content_filters: filters.map((f) => ({ ...f, rule_params: JSON.parse(f.rule_params) })),
      rates_count: Number(rates),
      rules: planRules(plan),
    },
    family: family
      ? {
          id: family.family_id,
          name: family.name,
          description: family.description,
          internal_name: family.internal_name,
          state: family.publish_date ? "publish" : "draft",
        }
      : null,
    last_step_saved: planLastStep(plan),
  };
}
