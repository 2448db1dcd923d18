import type { RatePayment, RateSummary } from "../../../src/contract/products/shapes.ts";
import { displayState } from "../../../src/contract/products/states.ts";
import type { Actor, Trx } from "../domain/actor.ts";
import { paymentLines } from "../domain/rate-lines.ts";
import type { ProductsDb } from "../domain/tables.ts";

// Rates as the list, the summaries and the detail show them: one query per part (rates, channels,
// publications, payments, e-mails) for any number of rates, never one query per rate.

const CHUNK = 1_000;

export async function chunked<T>(
  ids: readonly number[],
  read: (part: number[]) => Promise<T[]>,
): Promise<T[]> {
  const out: T[] = [];
  for (let at = 0; at < ids.length; at += CHUNK) out.push(...(await read(ids.slice(at, at + CHUNK))));
  return out;
}

export const group = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

const parseIds = (text: string): string[] => {
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value)
    ? value.map((item) => String(typeof item === "object" && item ? (item as { id: unknown }).id : item))
    : [];
};

/**
 * The purchase and cancel e-mails of these payment lines, by "payment_id:kind". Read apart from the lines: two
 * outer joins per line cost the list's last page twice as much as this one pass (bench: products).
 */
async function mailsOf(db: ProductsDb | Trx, paymentIds: readonly number[]) {
  const rows = await chunked(paymentIds, (part) =>
    db
      .selectFrom("product_payment_mails")
      .select(["payment_id", "kind", "key_email", "status"])
      .where("payment_id", "in", part)
      .execute(),
  );
  return new Map(rows.map((row) => [`${row.payment_id}:${row.kind}`, row]));
}

/** Payment lines of these rates, with their method, colour, user type, currency and e-mails. */
export async function paymentsOf(
  db: ProductsDb | Trx,
  rateIds: readonly number[],
): Promise<Map<number, RatePayment[]>> {
  const rows = await chunked(rateIds, (part) =>
    paymentLines(db)
      .innerJoin("product_rates as r", "r.rate_id", "p.rate_id")
      .innerJoin("product_regions as g", "g.region_id", "r.region_id")
      .select([
        "p.payment_id",
        "p.rate_id",
        "r.region_id",
        "g.country_code",
        "p.price",
        "p.net_price",
        "p.tax",
        "p.active",
        "u.user_type_id",
        "u.name as user_type_name",
        "u.required_email",
        "m.payment_method_id",
        "m.name as method_name",
        "m.description as method_description",
        "m.service_id_required",
        "m.service_id_name",
        "k.colour",
        "m.active as method_active",
        "m.service_type",
        "c.currency_id",
        "c.name as currency_name",
        "c.description as currency_description",
        "c.symbol",
        "p.external_service_id_in",
        "p.ext_service_id_out",
        "p.external_service_out",
        "p.service_type_code",
        "p.categorization",
      ])
      .where("p.rate_id", "in", part)
      .orderBy("p.rate_id")
      .orderBy("p.payment_id")
      .execute(),
  );
  const mails = await mailsOf(
    db,
    rows.map((row) => row.payment_id),
  );
  const payments = rows.map((p) => ({
    id: p.payment_id,
    rateId: p.rate_id,
    regionId: p.region_id,
    codeRegion: p.country_code,
    price: p.price,
    net_price: p.net_price,
    tax: p.tax,
    active: p.active,
    user_type: { id: p.user_type_id, name: p.user_type_name, required_email: p.required_email },
    payment_method: {
      id: p.payment_method_id,
      name: p.method_name,
      description: p.method_description,
      service_id_required: p.service_id_required,
      service_id_name: p.service_id_name,
      colour: p.colour,
      active: p.method_active,
      service_type: p.service_type,
    },
    currency: {
      id: p.currency_id,
      name: p.currency_name,
      description: p.currency_description,
      symbol: p.symbol,
    },
    currencyId: p.currency_id,
    external_service_id_in: parseIds(p.external_service_id_in),
    external_service_out: {
      ...(p.external_service_out ? (JSON.parse(p.external_service_out) as Record<string, unknown>) : {}),
      ext_service_id_out: p.ext_service_id_out,
    },
    service_type_code: p.service_type_code,
    categorization: p.categorization,
    key_email: mails.get(`${p.payment_id}:purchase`)?.key_email ?? null,
    key_email_status: mails.get(`${p.payment_id}:purchase`)?.status ?? null,
    cancelation_key_email: mails.get(`${p.payment_id}:cancel`)?.key_email ?? null,
    cancelation_key_email_status: mails.get(`${p.payment_id}:cancel`)?.status ?? null,
  }));
  return group(payments, (p) => p.rateId);
}

/** The rates (not deleted) among these ids, in id order, as the list shows them. */
export async function rateSummaries(
  db: ProductsDb | Trx,
  actor: Actor,
  rateIds: readonly number[],
): Promise<RateSummary[]> {
  if (rateIds.length === 0) return [];
  const rates = await chunked(rateIds, (part) =>
    db
      .selectFrom("product_rates as r")
      .innerJoin("regions as g", "g.region_id", "r.region_id")
      .innerJoin("product_regions as pr", "pr.region_id", "r.region_id")
      .leftJoin("product_frozen_regions as f", "f.region_id", "r.region_id")
      .selectAll("r")
      .select(["g.name as region_name", "pr.country_code", "f.region_id as frozen"])
      .where("r.rate_id", "in", part)
      .where("r.deleted_date", "is", null)
      .execute(),
  );
  const ids = rates.map((r) => r.rate_id);
  const targets = group(
    await chunked(ids, (part) =>
      db
        .selectFrom("product_rate_targets as rt")
        .innerJoin("product_targets as t", "t.target_id", "rt.target_id")
        .select(["rt.rate_id", "t.target_id as id", "t.name", "t.active"])
        .where("rt.rate_id", "in", part)
        .orderBy("t.target_id")
        .execute(),
    ),
    (t) => t.rate_id,
  );
  const publications = group(
    await chunked(ids, (part) =>
      db
        .selectFrom("product_rate_publications")
        .selectAll()
        .where("rate_id", "in", part)
        .orderBy("publication_id")
        .execute(),
    ),
    (p) => p.rate_id,
  );
  const payments = await paymentsOf(db, ids);
  return rates
    .sort((a, b) => a.rate_id - b.rate_id)
    .map((r) => {
      const published = publications.get(r.rate_id) ?? [];
      return {
        id: r.rate_id,
        name: r.name,
        description: r.description,
        active: r.active,
        state: r.state,
        display_state: displayState(r),
        is_hubcorp: r.is_hubcorp,
        eligibility_rate: r.eligibility_rate,
        allow_abm: actor.regionIds.has(r.region_id),
        product_id: r.product_id,
        region: {
          id: r.region_id,
          name: r.region_name,
          country_code: r.country_code,
          region_frozen: r.frozen === null ? 0 : 1,
        },
        target: (targets.get(r.rate_id) ?? []).map(({ rate_id: _, ...t }) => t),
        trial_period: r.trial_period,
        initials: r.initials,
        last_step_saved: r.last_step_saved,
        publish: published.map((p) => ({
          status: p.status,
          date: p.date,
          create_user_name: p.create_user_name,
          environment: p.environment,
        })),
        publish_environment: [...new Set(published.map((p) => p.environment))],
        payments: payments.get(r.rate_id) ?? [],
        user_data: {
          publish_date: r.publish_date,
          modified_date: r.modified_date,
          publish_user_name: r.publish_user,
          modified_user_name: r.modified_user,
        },
      };
    });
}
