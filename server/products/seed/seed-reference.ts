import { COUNTRY_CODES, REGIONS, SEED_NOW } from "../../seed/reference-data.ts";
import type { ProductsDb } from "../domain/tables.ts";
import {
  CONTENT_TYPES,
  FROZEN_REGION,
  PAYMENT_METHODS,
  PRODUCT_TYPES,
  RULE_STEPS,
  TARGETS,
  TENANT_RULES,
  USER_TYPES,
} from "./seed-reference-data.ts";

/** What the catalogue seed builds payments from: per region and tenant, the offered lines. */
export type PaymentOffer = { userTypeId: number; methodId: number; currencyId: number };
export type ReferenceSeed = {
  regionIds: number[];
  frozenRegionId: number;
  /** key `${region_id}:${tenant}` → the lines a rate of that region and tenant may carry. */
  offers: Map<string, PaymentOffer[]>;
};

const SEED_DATE = new Date(SEED_NOW).toISOString();

async function seedTypes(db: ProductsDb): Promise<void> {
  await db
    .insertInto("product_types")
    .values([...PRODUCT_TYPES])
    .execute();
  await db
    .insertInto("product_content_types")
    .values(CONTENT_TYPES.map((type, position) => ({ ...type, position })))
    .execute();
  await db
    .insertInto("product_targets")
    .values(TARGETS.map((target) => ({ ...target, active: 1 as const })))
    .execute();
  let ruleId = 0;
  const rules = Object.entries(TENANT_RULES).flatMap(([tenant_code, names]) =>
    RULE_STEPS.flatMap(([step, wizard]) =>
      names.map((name, position) => ({
        rule_id: ++ruleId,
        step,
        tenant_code,
        type: "boolean",
        name,
        wizard,
        position,
      })),
    ),
  );
  await db.insertInto("product_rules").values(rules).execute();
  await db
    .insertInto("product_payment_colors")
    .values(PAYMENT_METHODS.map((m) => ({ color_id: m.id, name: m.code, colour: m.colour })))
    .execute();
  await db
    .insertInto("product_payment_methods")
    .values(
      PAYMENT_METHODS.map((m) => ({
        payment_method_id: m.id,
        code: m.code,
        name: m.name,
        description: m.description,
        service_id_required: m.serviceIdName === null ? 0 : 1,
        service_id_name: m.serviceIdName,
        service_type: m.serviceType ? 1 : 0,
        test_service_type: m.testServiceType ? 1 : 0,
        color_id: m.id,
        active: 1,
      })),
    )
    .execute();
}

/** Regions, currencies, prices, catalogue items, user types and the methods each offers. */
export async function seedProductReference(db: ProductsDb): Promise<ReferenceSeed> {
  await seedTypes(db);
  const offers = new Map<string, PaymentOffer[]>();
  let frozenRegionId = 0;
  for (const region of REGIONS) {
    const regionId = region.region_id;
    // The generic region is the catalogue's global one.
    const country = region.name === "generic" ? "GL" : (COUNTRY_CODES[region.name] ?? "XX");
    await db
      .insertInto("product_regions")
      .values({ region_id: regionId, country_code: country, active: 1 })
      .execute();
    if (region.name === FROZEN_REGION) {
      frozenRegionId = regionId;
      await db
        .insertInto("product_frozen_regions")
        .values({ region_id: regionId, frozen_date: SEED_DATE, frozen_user: "admin@adm.test" })
        .execute();
    }
    const codes = region.currency === "USD" ? ["USD"] : [region.currency, "USD"];
    const currencyIds: number[] = [];
    for (const code of codes) {
      const { currency_id } = await db
        .insertInto("product_currencies")
        .values({
          region_id: regionId,
          name: code,
          country,
          description: `${code} (${region.title})`,
          symbol: code === "USD" ? "US$" : "$",
        })
        .returning("currency_id")
        .executeTakeFirstOrThrow();
      currencyIds.push(currency_id);
    }
    const methods = PAYMENT_METHODS.filter((m) => !m.regions || m.regions.includes(region.name));
    for (const method of methods) {
      for (const [index, currencyId] of currencyIds.entries()) {
        const base = Math.round((99 + method.id * 10) * region.rate) / (index === 0 ? 1 : region.rate);
        await db
          .insertInto("product_prices")
          .values(
            [1, 2].map((tier) => priceRow(regionId, method, currencyId, String(Math.round(base * tier)))),
          )
          .execute();
      }
    }
    await db
      .insertInto("product_catalogue_items")
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          region_id: regionId,
          product_id: `${country}-${String(1000 + i)}`,
          description: `Producto de catálogo ${i + 1} (${region.title})`,
        })),
      )
      .execute();
    for (const [tenant, types] of Object.entries(USER_TYPES)) {
      const lines: PaymentOffer[] = [];
      for (const [name, required_email] of types) {
        const { user_type_id } = await db
          .insertInto("product_user_types")
          .values({ region_id: regionId, tenant_code: tenant, name, active: 1, required_email })
          .returning("user_type_id")
          .executeTakeFirstOrThrow();
        const offered = methods.filter((m) => m.userTypes.includes(name));
        if (offered.length === 0) continue;
        await db
          .insertInto("product_user_type_payment_methods")
          .values(
            offered.map((m) => ({
              user_type_id,
              payment_method_id: m.id,
              region_id: regionId,
              active: 1 as const,
            })),
          )
          .execute();
        for (const m of offered)
          lines.push({ userTypeId: user_type_id, methodId: m.id, currencyId: currencyIds[0] });
      }
      offers.set(`${regionId}:${tenant}`, lines);
    }
  }
  return { regionIds: REGIONS.map((r) => r.region_id), frozenRegionId, offers };
}

function priceRow(
  regionId: number,
  method: (typeof PAYMENT_METHODS)[number],
  currencyId: number,
  price: string,
) {
  const needsService = method.serviceIdName !== null;
  return {
    region_id: regionId,
    payment_method_id: method.id,
    currency_id: currencyId,
    product_id: null,
    user_type_id: null,
    price,
    net_price: needsService ? String(Math.round(Number(price) / 1.16)) : null,
    tax: needsService ? "16%" : null,
    external_service_id_out: needsService ? `${method.code.toUpperCase()}-${price}` : null,
  };
}
