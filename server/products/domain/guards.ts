import type { Actor, Trx } from "./actor.ts";
import { productError } from "./errors.ts";
import type { ProductsDb } from "./tables.ts";

// Finding what a call names, within the caller's tenant, and the region rules of rate writes (spec 3 §4–§6).

/** The plan of the caller's tenant, if any: the products calls and the wizard each refuse a miss their way. */
export function tenantPlan(db: ProductsDb | Trx, actor: Actor, productId: number) {
  return db
    .selectFrom("product_plans")
    .selectAll()
    .where("product_id", "=", productId)
    .where("tenant_code", "=", actor.tenant)
    .executeTakeFirst();
}

export async function findPlan(db: ProductsDb | Trx, actor: Actor, productId: number) {
  const plan = await tenantPlan(db, actor, productId);
  if (!plan) throw productError("product_not_found");
  return plan;
}

/** A plan's family, when it has one. */
export async function planFamily(db: ProductsDb | Trx, familyId: number | null) {
  if (!familyId) return undefined;
  return db.selectFrom("product_families").selectAll().where("family_id", "=", familyId).executeTakeFirst();
}

/** Rates of a plan that still count (a deleted draft no longer does). */
export async function liveRateCount(db: ProductsDb | Trx, productIds: number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const { n } = await db
    .selectFrom("product_rates")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("product_id", "in", productIds)
    .where("deleted_date", "is", null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A rate of the caller's tenant (not deleted), with its plan's tenant and whether its region is frozen. */
export async function findRate(db: ProductsDb | Trx, actor: Actor, rateId: number) {
  const rate = await db
    .selectFrom("product_rates as r")
    .innerJoin("product_plans as p", "p.product_id", "r.product_id")
    .leftJoin("product_frozen_regions as f", "f.region_id", "r.region_id")
    .selectAll("r")
    .select(["p.state as plan_state", "p.family_id", "f.region_id as frozen"])
    .where("r.rate_id", "=", rateId)
    .where("p.tenant_code", "=", actor.tenant)
    .where("r.deleted_date", "is", null)
    .executeTakeFirst();
  if (!rate) throw productError("product_rate_not_found");
  return rate;
}

export type FoundRate = Awaited<ReturnType<typeof findRate>>;

/** A rate the caller may change: its region must be among theirs (allow_abm). */
export async function rateForWrite(trx: Trx, actor: Actor, rateId: number): Promise<FoundRate> {
  const rate = await findRate(trx, actor, rateId);
  if (!actor.regionIds.has(rate.region_id)) throw productError("product_region_forbidden");
  return rate;
}

/** Saving (or creating) a rate in a region migrating to the corporate hub is refused (§4, §8). */
export function refuseFrozen(rate: { frozen: number | null }): void {
  if (rate.frozen !== null) throw productError("product_region_frozen");
}

/** Throws the refusal a state rule of products-states.ts gives, if any. */
export function refuseIf(code: Parameters<typeof productError>[0] | null): void {
  if (code !== null) throw productError(code);
}
