import type { Insertable } from "kysely";
import { updateWhere } from "../../db/by-keys.ts";
import { type Actor, modifiedBy, type Trx } from "./actor.ts";
import type { FamilyTable, PlanFilterTable, PlanTable } from "./tables.ts";

// The writes of families, plans and their filters that the plan wizard's steps ask for (spec 3 §2 steps 1–2).
// The caller has checked the rules; these only store, stamping who changed the row and when.

type Stamped = "created_date" | "created_user" | "modified_date" | "modified_user";
type Published = "publish_date" | "publish_user";

/** What step 1 says of a family: its name, internal name and description. */
export type FamilyValues = Pick<Insertable<FamilyTable>, "name" | "internal_name" | "description">;

/** What step 1 says of a plan: every column but its identity, tenant, state, audit and download frequency. */
export type PlanConfigurationValues = Omit<
  Insertable<PlanTable>,
  "product_id" | "tenant_code" | "state" | "active" | "download_frequency" | Stamped | Published
>;

/** A filter step 2 attaches to a plan, at its position. */
export type PlanFilterValues = Omit<Insertable<PlanFilterTable>, "product_id" | "filter_id" | "action">;

/** One row of step 2: the filter to detach, then attach again when values are given. */
export type PlanFilterChange = { filter_id: number; values: PlanFilterValues | null };

/** A new family of the caller's tenant, not published. */
export async function createFamily(trx: Trx, actor: Actor, family: FamilyValues): Promise<number> {
  const { family_id } = await trx
    .insertInto("product_families")
    .values({
      created_date: actor.now,
      created_user: actor.email,
      ...modifiedBy(actor),
      publish_date: null,
      publish_user: null,
      tenant_code: actor.tenant,
      ...family,
    })
    .returning("family_id")
    .executeTakeFirstOrThrow();
  return family_id;
}

/** A new draft plan of the caller's tenant, active, not published. */
export async function createPlan(trx: Trx, actor: Actor, plan: PlanConfigurationValues): Promise<number> {
  const { product_id } = await trx
    .insertInto("product_plans")
    .values({
      ...plan,
      ...modifiedBy(actor),
      tenant_code: actor.tenant,
      state: "draft",
      active: 1,
      download_frequency: null,
      created_date: actor.now,
      created_user: actor.email,
      publish_date: null,
      publish_user: null,
    })
    .returning("product_id")
    .executeTakeFirstOrThrow();
  return product_id;
}

/** Step 1 on an existing plan: its configuration columns. */
export async function updatePlanConfiguration(
  trx: Trx,
  actor: Actor,
  productId: number,
  plan: PlanConfigurationValues,
): Promise<void> {
  await updateWhere(trx, "product_plans", { ...plan, ...modifiedBy(actor) }, { product_id: productId });
}

/** The wizard's last saved step of the plan. */
export async function recordPlanStep(trx: Trx, actor: Actor, productId: number, lastStep: number) {
  await updateWhere(
    trx,
    "product_plans",
    { last_step_saved: lastStep, ...modifiedBy(actor) },
    { product_id: productId },
  );
}

/** Step 2's rows in their order: each detaches its filter from the plan, and attaches it again with values. */
export async function changePlanFilters(
  trx: Trx,
  productId: number,
  changes: readonly PlanFilterChange[],
): Promise<void> {
  for (const { filter_id, values } of changes) {
    await trx
      .deleteFrom("product_plan_filters")
      .where("product_id", "=", productId)
      .where("filter_id", "=", filter_id)
      .execute();
    if (values)
      await trx
        .insertInto("product_plan_filters")
        .values({ ...values, product_id: productId, filter_id, action: "add" })
        .execute();
  }
}
