import type { PaymentCard, PaymentLookups, RateCard } from "../../../src/contract/products/shapes.ts";
import type { Actor } from "../domain/actor.ts";
import { paymentLines } from "../domain/rate-lines.ts";
import type { ProductsDb } from "../domain/tables.ts";
import { chunked, group } from "./rate-rows.ts";

// The product list's rate cards (src/contract/products/shapes.ts, rateCard): one query per part (rates, channel
// counts, payment lines) for any number of rates. The methods, user types and currencies the payment cards name
// are gathered once for the page instead of repeated on every card. The same rates and payment lines as a
// rate's detail (rate-rows.ts): the same joins decide which are shown.

/** A rate card with what places it on the list: its plan and its region. */
export type PlacedRateCard = RateCard & { product_id: number; region: { id: number; name: string } };

/** The names of the methods (with their colour), user types and currencies these payment lines use. */
async function paymentLookups(
  db: ProductsDb,
  lines: readonly { payment_method_id: number; user_type_id: number; currency_id: number }[],
): Promise<PaymentLookups> {
  const idsOf = (key: "payment_method_id" | "user_type_id" | "currency_id") => [
    ...new Set(lines.map((line) => line[key])),
  ];
  if (lines.length === 0) return { payment_methods: [], user_types: [], currencies: [] };
  const [methods, userTypes, currencies] = await Promise.all([
    db
      .selectFrom("product_payment_methods as m")
      .innerJoin("product_payment_colors as k", "k.color_id", "m.color_id")
      .select(["m.payment_method_id as id", "m.name", "k.colour"])
      .where("m.payment_method_id", "in", idsOf("payment_method_id"))
      .orderBy("m.payment_method_id")
      .execute(),
    db
      .selectFrom("product_user_types")
      .select(["user_type_id as id", "name"])
      .where("user_type_id", "in", idsOf("user_type_id"))
      .orderBy("user_type_id")
      .execute(),
    db
      .selectFrom("product_currencies")
      .select(["currency_id as id", "name", "symbol"])
      .where("currency_id", "in", idsOf("currency_id"))
      .orderBy("currency_id")
      .execute(),
  ]);
  return { payment_methods: methods, user_types: userTypes, currencies };
}

/**
 * The payment cards of these rates. The lines carry ids only and the names come once per page from the small
 * reference tables: selecting every line's names through its joins cost the large seed's first page half of
 * this query's time (2.1 → 1.2 ms for its 747 lines).
 */
async function paymentCards(db: ProductsDb, rateIds: readonly number[]) {
  const rows = await chunked(rateIds, (part) =>
    paymentLines(db)
      .select([
        "p.payment_id",
        "p.rate_id",
        "p.active",
        "p.user_type_id",
        "p.payment_method_id",
        "p.currency_id",
      ])
      .where("p.rate_id", "in", part)
      .orderBy("p.rate_id")
      .orderBy("p.payment_id")
      .execute(),
  );
  const cards = group(
    rows.map((r) => ({
      rate_id: r.rate_id,
      card: {
        id: r.payment_id,
        payment_method_id: r.payment_method_id,
        user_type_id: r.user_type_id,
        currency_id: r.currency_id,
        active: r.active,
      } satisfies PaymentCard,
    })),
    (row) => row.rate_id,
  );
  return { cards, lookups: await paymentLookups(db, rows) };
}

/** The rates (not deleted) among these ids, in id order, as the list's cards show them. */
export async function rateCards(
  db: ProductsDb,
  actor: Actor,
  rateIds: readonly number[],
): Promise<{ rates: PlacedRateCard[]; lookups: PaymentLookups }> {
  const rates = await chunked(rateIds, (part) =>
    db
      .selectFrom("product_rates as r")
      .innerJoin("regions as g", "g.region_id", "r.region_id")
      .innerJoin("product_regions as pr", "pr.region_id", "r.region_id")
      .select(["r.rate_id", "r.product_id", "r.name", "r.state", "r.active", "r.is_hubcorp", "r.region_id"])
      .select("g.name as region_name")
      .where("r.rate_id", "in", part)
      .where("r.deleted_date", "is", null)
      .execute(),
  );
  const ids = rates.map((r) => r.rate_id);
  const targets = await chunked(ids, (part) =>
    db
      .selectFrom("product_rate_targets as rt")
      .innerJoin("product_targets as t", "t.target_id", "rt.target_id")
      .select("rt.rate_id")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("rt.rate_id", "in", part)
      .groupBy("rt.rate_id")
      .execute(),
  );
  const targetCount = new Map(targets.map((row) => [row.rate_id, Number(row.n)]));
  const { cards, lookups } = await paymentCards(db, ids);
  return {
    lookups,
    rates: rates
      .sort((a, b) => a.rate_id - b.rate_id)
      .map((r) => ({
        id: r.rate_id,
        name: r.name,
        state: r.state,
        active: r.active,
        is_hubcorp: r.is_hubcorp,
        allow_abm: actor.regionIds.has(r.region_id),
        target_count: targetCount.get(r.rate_id) ?? 0,
        payments: (cards.get(r.rate_id) ?? []).map((row) => row.card),
        product_id: r.product_id,
        region: { id: r.region_id, name: r.region_name },
      })),
  };
}
