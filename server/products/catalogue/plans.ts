import type { PlanDetail } from "../../../src/contract/products/shapes.ts";
import type { Actor } from "../domain/actor.ts";
import { findPlan, planFamily } from "../domain/guards.ts";
import type { ProductsDb } from "../domain/tables.ts";
import { summarisePlans } from "./families.ts";

// A plan by id, without the wizard (spec 3 §7).

const ruleParams = (text: string) => JSON.parse(text) as { type: string; name: string; value: string }[];

export async function getPlan(db: ProductsDb, actor: Actor, productId: number): Promise<PlanDetail> {
  const plan = await findPlan(db, actor, productId);
  const family = await planFamily(db, plan.family_id);
  const filters = await db
    .selectFrom("product_plan_filters")
    .selectAll()
    .where("product_id", "=", productId)
    .orderBy("position")
    .orderBy("filter_id")
    .execute();
  const rates = await db
    .selectFrom("product_rates")
    .select("rate_id")
    .where("product_id", "=", productId)
    .where("deleted_date", "is", null)
    .execute();
  // The list's shape of this one plan (its rates per region), from the same code as the list.
  const [{ family_id: _, ...summary }] = await summarisePlans(
    db,
    actor,
    [plan],
    rates.map((r) => r.rate_id),
  );
  return {
    ...summary,
    period: plan.period,
    frequency: plan.frequency,
    length: plan.length,
    priority: plan.priority,
    temporary_unit: plan.temporary_unit,
    temporary_limit: plan.temporary_limit === null ? null : Number(plan.temporary_limit),
    download_frequency: plan.download_frequency,
    download: plan.download,
    allow_upsell: plan.allow_upsell,
    allow_downsell: plan.allow_downsell,
    unlimited: plan.unlimited,
    cycles: plan.cycles === null ? null : Number(plan.cycles),
    availability: plan.availability,
    availability_hours: plan.availability_hours,
    step_allowed_edit: plan.state === "draft",
    family: family
      ? {
          id: family.family_id,
          name: family.name,
          description: family.description,
          state: family.publish_date ? "publish" : "draft",
        }
      : null,
    content_filters: filters.map((f) => ({
      filter_id: f.filter_id,
      name: f.name,
      title: f.title,
      description: f.description,
      action: f.action,
      rule_params: ruleParams(f.rule_params),
    })),
    audit: {
      creator: plan.created_user,
      created_date: plan.created_date,
      modifier: plan.modified_user,
      modified_date: plan.modified_date,
      publisher: plan.publish_user,
      publish_date: plan.publish_date,
    },
  };
}
