import type { Selectable } from "kysely";
import { sql } from "kysely";
import type { z } from "zod";
import type { familyListQuery } from "../../../src/contract/products/catalogue.ts";
import { SEARCH_MIN } from "../../../src/contract/products/catalogue.ts";
import type { FamilyPage, PlanCard, PlanSummary } from "../../../src/contract/products/shapes.ts";
import { containsText } from "../../db/like.ts";
import type { Actor } from "../domain/actor.ts";
import type { PlanTable, ProductsDb } from "../domain/tables.ts";
import { type PlacedRateCard, rateCards } from "./rate-cards.ts";
import { rateSummaries } from "./rate-rows.ts";

// The product list (spec 3 §2, §7): families of the tenant, each with its plans and their rates per region, as
// the list's cards show them (./rate-cards.ts).
// Plan type narrows plans; region, user type and payment method narrow rates (and the plans and families
// holding them); a search of 3+ characters matches a family or plan name, or a rate id.

type Query = z.output<typeof familyListQuery>;

const TYPE_NAMES = { A: "Suscripción", M: "Transacción", P: "Paquete" } as const;

const rateFilters = (q: Query) =>
  (q.regions?.length ?? 0) + (q.user_type?.length ?? 0) + (q.payments?.length ?? 0) > 0;

/** Rates (not deleted) passing the region, user type and payment filters. */
function filteredRates(db: ProductsDb, q: Query) {
  let rates = db.selectFrom("product_rates as r").where("r.deleted_date", "is", null);
  if (q.regions?.length) rates = rates.where("r.region_id", "in", q.regions);
  if (q.user_type?.length || q.payments?.length) {
    let pay = db.selectFrom("product_rate_payments as p").select("p.rate_id");
    if (q.user_type?.length) pay = pay.where("p.user_type_id", "in", q.user_type);
    if (q.payments?.length) pay = pay.where("p.payment_method_id", "in", q.payments);
    rates = rates.where("r.rate_id", "in", pay);
  }
  return rates;
}

/** Plans of the tenant passing the type and rate filters. */
function matchingPlans(db: ProductsDb, actor: Actor, q: Query) {
  let plans = db.selectFrom("product_plans").where("product_plans.tenant_code", "=", actor.tenant);
  if (q.product_types?.length) plans = plans.where("product_plans.type", "in", q.product_types);
  if (rateFilters(q))
    plans = plans.where("product_plans.product_id", "in", filteredRates(db, q).select("r.product_id"));
  return plans;
}

function searchTerm(q: Query): string | null {
  const text = q.query?.trim() ?? "";
  return text.length >= SEARCH_MIN ? text : null;
}

function matchingFamilies(db: ProductsDb, actor: Actor, q: Query) {
  const term = searchTerm(q);
  const planFilter = (q.product_types?.length ?? 0) > 0 || rateFilters(q);
  let families = db.selectFrom("product_families as f").where("f.tenant_code", "=", actor.tenant);
  if (planFilter)
    families = families.where(
      "f.family_id",
      "in",
      matchingPlans(db, actor, q)
        .select("product_plans.family_id")
        .where("product_plans.family_id", "is not", null),
    );
  if (term === null) return families;
  let found = matchingPlans(db, actor, q).where("product_plans.family_id", "is not", null);
  found = /^\d+$/.test(term)
    ? found.where((eb) =>
        eb.or([
          containsText(db, eb.ref("product_plans.name"), term),
          eb(
            "product_plans.product_id",
            "in",
            db.selectFrom("product_rates").select("product_id").where("rate_id", "=", Number(term)),
          ),
        ]),
      )
    : found.where((eb) => containsText(db, eb.ref("product_plans.name"), term));
  return families.where((eb) =>
    eb.or([
      containsText(db, sql.ref("f.name"), term),
      eb("f.family_id", "in", found.select("product_plans.family_id")),
    ]),
  );
}

export async function listFamilies(db: ProductsDb, actor: Actor, q: Query): Promise<FamilyPage> {
  const matching = matchingFamilies(db, actor, q);
  const { n } = await matching.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const families = await matching
    .selectAll("f")
    .orderBy("f.family_id")
    .offset(q.from)
    .limit(q.quantity)
    .execute();
  const familyIds = families.map((f) => f.family_id);
  const inFamilies = matchingPlans(db, actor, q).where(
    "product_plans.family_id",
    "in",
    matching.select("f.family_id"),
  );
  const { plans: totalPlans } = await inFamilies
    .select((eb) => eb.fn.countAll<number>().as("plans"))
    .executeTakeFirstOrThrow();
  const { rates: totalRates } = await filteredRates(db, q)
    .where("r.product_id", "in", inFamilies.select("product_plans.product_id"))
    .select((eb) => eb.fn.countAll<number>().as("rates"))
    .executeTakeFirstOrThrow();
  const plans =
    familyIds.length === 0
      ? []
      : await matchingPlans(db, actor, q)
          .selectAll("product_plans")
          .where("product_plans.family_id", "in", familyIds)
          .orderBy("product_plans.product_id")
          .execute();
  const planIds = plans.map((p) => p.product_id);
  const rateIds =
    planIds.length === 0
      ? []
      : (await filteredRates(db, q).select("r.rate_id").where("r.product_id", "in", planIds).execute()).map(
          (r) => r.rate_id,
        );
  const { rates, lookups } = await rateCards(db, actor, rateIds);
  return {
    total: Number(n),
    total_plans: Number(totalPlans),
    total_rates: Number(totalRates),
    families: families.map((f) => ({
      id: f.family_id,
      name: f.name,
      state: f.publish_date ? "publish" : "draft",
      products: plans.filter((p) => p.family_id === f.family_id).map((p) => planCard(p, rates)),
    })),
    ...lookups,
  };
}

type PlanRow = Selectable<PlanTable>;

/** A plan's card: its rates (those of the page) grouped per region, regions in the order of their first rate. */
function planCard(p: PlanRow, rates: readonly PlacedRateCard[]): PlanCard {
  const own = rates.filter((r) => r.product_id === p.product_id);
  const regions = [...new Map(own.map((r) => [r.region.id, r.region])).values()];
  return {
    id: p.product_id,
    name: p.name,
    type: { id: p.type, name: TYPE_NAMES[p.type] },
    state: p.state,
    last_step_saved: p.last_step_saved,
    rates_count: own.length,
    regions_rates_resume: regions.map((region) => ({
      region,
      rates: own
        .filter((r) => r.region.id === region.id)
        .map(({ product_id: _, region: __, ...card }) => card),
    })),
  };
}

/** Plans in full (the plan's detail, plans.ts), with their rates (these ids) grouped per region. */
export async function summarisePlans(
  db: ProductsDb,
  actor: Actor,
  plans: readonly PlanRow[],
  rateIds: readonly number[],
): Promise<(PlanSummary & { family_id: number | null })[]> {
  const rates = await rateSummaries(db, actor, rateIds);
  return plans.map((p): PlanSummary & { family_id: number | null } => {
    const own = rates.filter((r) => r.product_id === p.product_id);
    const regions = [...new Map(own.map((r) => [r.region.id, r.region])).values()];
    return {
      family_id: p.family_id,
      id: p.product_id,
      name: p.name,
      description: p.description,
      internal_name: p.internal_name,
      type: { id: p.type, name: TYPE_NAMES[p.type] },
      content_type: p.content_type,
      state: p.state,
      active: p.state !== "draft",
      last_step_saved: p.last_step_saved,
      rates_count: own.length,
      regions_rates_resume: regions.map((region) => ({
        region,
        rates: own.filter((r) => r.region.id === region.id),
      })),
      tenant: { tenant_name: p.tenant_code },
      user_data: {
        publish_date: p.publish_date,
        modified_date: p.modified_date,
        publish_user_name: p.publish_user,
        modified_user_name: p.modified_user,
      },
    };
  });
}
