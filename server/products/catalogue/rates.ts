import type { RateDetail, RateSummary } from "../../../src/contract/products/shapes.ts";
import { allWhere } from "../../db/by-keys.ts";
import type { Actor } from "../domain/actor.ts";
import { productError } from "../domain/errors.ts";
import { findRate } from "../domain/guards.ts";
import type { ProductsDb } from "../domain/tables.ts";
import { rateSummaries } from "./rate-rows.ts";

// Rate reads (spec 3 §7 "Rates"): by id in full, by plan, by plan and regions, summaries by ids.

const parse = <T>(text: string, fallback: T): T => {
  const value = JSON.parse(text) as unknown;
  return (value ?? fallback) as T;
};

/** Live rate ids of the tenant among a query's rows, in id order, as summaries. */
async function summariesWhere(
  db: ProductsDb,
  actor: Actor,
  narrow: { productId?: number; rateIds?: number[]; regionIds?: number[] },
): Promise<RateSummary[]> {
  let query = db
    .selectFrom("product_rates as r")
    .innerJoin("product_plans as p", "p.product_id", "r.product_id")
    .select("r.rate_id")
    .where("p.tenant_code", "=", actor.tenant)
    .where("r.deleted_date", "is", null);
  if (narrow.productId !== undefined) query = query.where("r.product_id", "=", narrow.productId);
  if (narrow.rateIds) query = query.where("r.rate_id", "in", narrow.rateIds.length ? narrow.rateIds : [0]);
  if (narrow.regionIds)
    query = query.where("r.region_id", "in", narrow.regionIds.length ? narrow.regionIds : [0]);
  const rows = await query.orderBy("r.rate_id").limit(5_000).execute();
  return rateSummaries(
    db,
    actor,
    rows.map((r) => r.rate_id),
  );
}

export const ratesByProduct = (db: ProductsDb, actor: Actor, productId: number, rateIds?: number[]) =>
  summariesWhere(db, actor, { productId, rateIds });

export const ratesByRegion = (db: ProductsDb, actor: Actor, productId: number, regionIds: number[]) =>
  summariesWhere(db, actor, { productId, regionIds });

export const ratesResume = (db: ProductsDb, actor: Actor, rateIds: number[]) =>
  summariesWhere(db, actor, { rateIds });

export async function getRate(db: ProductsDb, actor: Actor, rateId: number): Promise<RateDetail> {
  const rate = await findRate(db, actor, rateId);
  const [summary] = await rateSummaries(db, actor, [rateId]);
  const plan = await db
    .selectFrom("product_plans")
    .selectAll()
    .where("product_id", "=", rate.product_id)
    .executeTakeFirstOrThrow();
  const family = plan.family_id
    ? await db
        .selectFrom("product_families")
        .select(["family_id", "name"])
        .where("family_id", "=", plan.family_id)
        .executeTakeFirst()
    : undefined;
  const catalogue = await allWhere(
    db,
    "product_rate_catalogue_ids",
    ["catalogue_product_id"],
    { rate_id: rateId },
    "catalogue_product_id",
  );
  if (!summary) throw productError("product_rate_not_found");
  return {
    ...summary,
    trial: { id: rate.trial_unit, active: rate.trial, period: rate.trial_period },
    var_payment: rate.var_payment,
    var_usertype: rate.var_usertype,
    var_countrycode: rate.var_countrycode,
    rules: parse<unknown[]>(rate.rules, []),
    external_service_id_in: parse<{ id: string }[]>(rate.external_service_id_in, []),
    catalogue_ids: catalogue.map((c) => c.catalogue_product_id),
    rate_id_ext: rate.rate_id_ext,
    tenant: plan.tenant_code,
    product: { id: plan.product_id, name: plan.name, type: plan.type, state: plan.state },
    family: { id: family?.family_id ?? null, name: family?.name ?? null },
  };
}
