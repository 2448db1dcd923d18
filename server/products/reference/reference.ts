import type { HandlerResult } from "../../../src/contract/define.ts";
import type { productReferenceCalls as calls } from "../../../src/contract/products/reference.ts";
import { firstWhere } from "../../db/by-keys.ts";
import type { Actor } from "../domain/actor.ts";
import type { ProductsDb } from "../domain/tables.ts";

// Reads of the reference data (spec 3 §7 "Reference data"), in the caller's tenant and regions.

type Result<K extends keyof typeof calls> = Promise<HandlerResult<(typeof calls)[K]>>;

/** The asked regions (one id or a list), kept to the caller's; none asked means all of the caller's. */
export function scopedRegions(actor: Actor, regionId?: number, regions?: number[]): number[] {
  const asked = [...(regionId ? [regionId] : []), ...(regions ?? [])];
  const own = [...actor.regionIds];
  return asked.length === 0 ? own : asked.filter((id) => actor.regionIds.has(id));
}

export async function listRegions(db: ProductsDb, actor: Actor): Result<"listRegions"> {
  const rows = await db
    .selectFrom("regions as r")
    .innerJoin("product_regions as pr", "pr.region_id", "r.region_id")
    .leftJoin("product_frozen_regions as f", "f.region_id", "r.region_id")
    .select(["r.region_id", "r.name", "r.title", "pr.country_code", "pr.active", "f.region_id as frozen"])
    .orderBy("r.region_id")
    .execute();
  return rows
    .filter((r) => actor.regionIds.has(r.region_id))
    .map(({ frozen, ...r }) => ({ ...r, region_frozen: frozen === null ? 0 : 1 }));
}

export async function listUserTypes(
  db: ProductsDb,
  actor: Actor,
  regionIds: number[],
): Result<"listUserTypes"> {
  if (regionIds.length === 0) return [];
  const rows = await db
    .selectFrom("product_user_types")
    .selectAll()
    .where("region_id", "in", regionIds)
    .where("tenant_code", "=", actor.tenant)
    .orderBy("region_id")
    .orderBy("user_type_id")
    .execute();
  return rows.map(({ user_type_id, ...r }) => ({ user_id: user_type_id, ...r }));
}

export async function listPaymentMethods(
  db: ProductsDb,
  actor: Actor,
  regionIds: number[],
  userTypeIds: number[],
): Result<"listPaymentMethods"> {
  if (regionIds.length === 0) return [];
  let query = db
    .selectFrom("product_user_type_payment_methods as l")
    .innerJoin("product_user_types as u", "u.user_type_id", "l.user_type_id")
    .innerJoin("product_payment_methods as m", "m.payment_method_id", "l.payment_method_id")
    .innerJoin("product_payment_colors as k", "k.color_id", "m.color_id")
    .select([
      "m.payment_method_id",
      "m.color_id as payment_method_color_id",
      "k.colour",
      "m.code",
      "m.name",
      "m.description",
      "m.service_id_required",
      "m.service_id_name",
      "m.service_type",
      "m.test_service_type",
      "l.region_id",
      "l.user_type_id as user_id",
      "l.active",
    ])
    .where("l.region_id", "in", regionIds)
    .where("u.tenant_code", "=", actor.tenant);
  if (userTypeIds.length > 0) query = query.where("l.user_type_id", "in", userTypeIds);
  return query.orderBy("l.region_id").orderBy("l.user_type_id").orderBy("m.payment_method_id").execute();
}

export async function listCurrencies(
  db: ProductsDb,
  regionId: number,
  paymentId?: number,
  userTypeId?: number,
): Result<"listCurrencies"> {
  if (paymentId !== undefined && userTypeId !== undefined) {
    const offered = await firstWhere(db, "product_user_type_payment_methods", "payment_method_id", {
      region_id: regionId,
      user_type_id: userTypeId,
      payment_method_id: paymentId,
    });
    if (!offered) return [];
  }
  return db
    .selectFrom("product_currencies")
    .selectAll()
    .where("region_id", "=", regionId)
    .orderBy("currency_id")
    .execute();
}

export async function listPrices(
  db: ProductsDb,
  q: { region_id: number; payment_id: number; currency_id: number; product_id?: number; user_type?: number },
): Result<"listPrices"> {
  let query = db
    .selectFrom("product_prices as p")
    .innerJoin("product_currencies as c", "c.currency_id", "p.currency_id")
    .select(["p.price", "p.net_price", "p.tax", "p.external_service_id_out", "c.symbol"])
    .where("p.region_id", "=", q.region_id)
    .where("p.payment_method_id", "=", q.payment_id)
    .where("p.currency_id", "=", q.currency_id);
  if (q.product_id !== undefined)
    query = query.where((eb) =>
      eb.or([eb("p.product_id", "is", null), eb("p.product_id", "=", q.product_id ?? 0)]),
    );
  if (q.user_type !== undefined)
    query = query.where((eb) =>
      eb.or([eb("p.user_type_id", "is", null), eb("p.user_type_id", "=", q.user_type ?? 0)]),
    );
  return query.orderBy("p.price_id").execute();
}
