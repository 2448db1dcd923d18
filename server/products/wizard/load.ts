import type { Selectable, Transaction } from "kysely";
import { canSaveStep } from "../../../src/contract/products/rules.ts";
import type { Actor } from "../domain/actor.ts";
import { refusal } from "../domain/failures.ts";
import { tenantPlan } from "../domain/guards.ts";
import type { PlanTable, RateTable } from "../domain/tables.ts";
import type { WizardDatabase, WizardDb } from "./tables.ts";

// What every wizard step checks before it writes (spec 3 §4, §5): the plan or rate exists in the caller's
// tenant, is still a draft where the step edits it, and the rate's region is open and the caller's.

export type Trx = Transaction<WizardDatabase>;
export type Conn = WizardDb | Trx;
export type Plan = Selectable<PlanTable>;
export type Rate = Selectable<RateTable>;

/** The plan of the caller's tenant ('El producto no existe' otherwise). */
export async function planOf(db: Conn, actor: Actor, productId: number): Promise<Plan> {
  const plan = await tenantPlan(db, actor, productId);
  if (!plan) throw refusal("product_not_found");
  return plan;
}

/** A rate (not deleted) of a plan of the caller's tenant, with that plan. */
export async function rateOf(db: Conn, actor: Actor, rateId: number): Promise<{ rate: Rate; plan: Plan }> {
  const rate = await db
    .selectFrom("product_rates")
    .selectAll()
    .where("rate_id", "=", rateId)
    .where("deleted_date", "is", null)
    .executeTakeFirst();
  if (!rate) throw refusal("product_rate_not_found");
  const plan = await db
    .selectFrom("product_plans")
    .selectAll()
    .where("product_id", "=", rate.product_id)
    .where("tenant_code", "=", actor.tenant)
    .executeTakeFirst();
  if (!plan) throw refusal("product_rate_not_found");
  return { rate, plan };
}

/** Step-1 fields, filters and rate configuration change only in draft. */
export function requireDraft(kind: "plan" | "rate", state: string): void {
  if (state !== "draft") throw refusal(kind === "plan" ? "product_plan_not_draft" : "product_rate_not_draft");
}

/** A region the caller may edit rates in (allow_abm), and not frozen by the corporate hub migration. */
export async function requireRateRegion(db: Conn, actor: Actor, regionId: number): Promise<void> {
  const region = await db
    .selectFrom("product_regions as r")
    .leftJoin("product_frozen_regions as f", "f.region_id", "r.region_id")
    .select(["r.region_id", "f.region_id as frozen"])
    .where("r.region_id", "=", regionId)
    .executeTakeFirst();
  if (!region || !actor.regionIds.has(regionId)) throw refusal("product_region_forbidden");
  if (region.frozen !== null) throw refusal("product_region_frozen");
}

/**
 * The steps saved so far must reach the one before (spec 3 §4 "Wizard order"): else the inactive step, naming
 * the first unsaved one (extra.step) for the console's redirect.
 */
export function requireStepOrder(step: number, lastStepSaved: number): void {
  if (!canSaveStep(step, lastStepSaved))
    throw refusal("wizard_step_inactive", undefined, { step: lastStepSaved + 1 });
}
