import type { HandlerResult } from "../../../src/contract/define.ts";
import type { productReferenceCalls as calls } from "../../../src/contract/products/reference.ts";
import { allWhere } from "../../db/by-keys.ts";
import type { Actor } from "../domain/actor.ts";
import type { ProductsDb } from "../domain/tables.ts";

// The catalogue-wide reference reads: channels, plan and content types, families to choose from, the wizard's
// rules per step and tenant, catalogue items of a region and payment colours.

type Result<K extends keyof typeof calls> = Promise<HandlerResult<(typeof calls)[K]>>;

/** The wizard's family choice holds up to 500 families (spec 3 §7). */
const FAMILY_OPTIONS = 500;

export async function listTargets(db: ProductsDb): Result<"listTargets"> {
  const rows = await db.selectFrom("product_targets").selectAll().orderBy("target_id").execute();
  return rows.map(({ target_id, ...r }) => ({ id: target_id, ...r }));
}

export async function listProductTypes(db: ProductsDb): Result<"listProductTypes"> {
  const rows = await db.selectFrom("product_types").selectAll().orderBy("type_id").execute();
  return rows.map((r) => ({ id: r.type_id, name: r.name }));
}

export async function listFamilyOptions(db: ProductsDb, actor: Actor): Result<"listFamilyOptions"> {
  const rows = await db
    .selectFrom("product_families")
    .select(["family_id", "name", "internal_name", "description", "publish_date"])
    .where("tenant_code", "=", actor.tenant)
    .orderBy("name")
    .orderBy("family_id")
    .limit(FAMILY_OPTIONS)
    .execute();
  return rows.map(({ family_id, publish_date, ...r }) => ({
    id: family_id,
    ...r,
    state: publish_date ? "publish" : "draft",
  }));
}

export async function listContentTypes(db: ProductsDb): Result<"listContentTypes"> {
  const rows = await db.selectFrom("product_content_types").selectAll().orderBy("position").execute();
  return rows.map((r) => ({
    code: r.code,
    type: r.type_id,
    name: r.name,
    unlimited: r.unlimited,
    availability: r.availability,
    period_units: r.period_units.split(",").filter(Boolean),
  }));
}

export async function listRules(db: ProductsDb, actor: Actor, step: number): Result<"listRules"> {
  const arr = await allWhere(
    db,
    "product_rules",
    ["type", "name", "wizard"],
    { tenant_code: actor.tenant, step },
    "position",
  );
  return { obj: Object.fromEntries(arr.map((rule) => [rule.name, rule])), arr };
}

export async function listCatalogueItems(
  db: ProductsDb,
  actor: Actor,
  regionId: number,
): Result<"listCatalogueItems"> {
  if (!actor.regionIds.has(regionId)) return [];
  return allWhere(
    db,
    "product_catalogue_items",
    ["product_id", "description"],
    { region_id: regionId },
    "product_id",
  );
}

export async function listPaymentColors(db: ProductsDb): Result<"listPaymentColors"> {
  return db
    .selectFrom("product_payment_methods as m")
    .innerJoin("product_payment_colors as k", "k.color_id", "m.color_id")
    .select(["k.color_id as payment_method_color_id", "m.payment_method_id", "m.name", "k.colour"])
    .orderBy("m.payment_method_id")
    .execute();
}
