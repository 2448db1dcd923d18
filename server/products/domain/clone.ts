import type { z } from "zod";
import type { CloneVerdict, cloneGroup } from "../../../src/contract/products/rates.ts";
import { rateCloneRefusal } from "../../../src/contract/products/states.ts";
import { productError } from "../domain/errors.ts";
import type { ProductsDb } from "../domain/tables.ts";
import { type Actor, modifiedBy, type Trx } from "./actor.ts";

// Clone rates (spec 3 §4 "Clone flow", §5): up to 500 ids, each checked (exists in the tenant, active, in the
// caller's regions, region not frozen), grouped by family, plan and region; the valid ones cloned as new
// draft rates of the same plan and region in ONE transaction. A plain function of (db, actor, ids) so that a
// background job can run it as well as the call.

type Group = z.input<typeof cloneGroup>;

async function sources(db: ProductsDb | Trx, actor: Actor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("product_rates as r")
    .innerJoin("product_plans as p", "p.product_id", "r.product_id")
    .innerJoin("regions as g", "g.region_id", "r.region_id")
    .leftJoin("product_families as f", "f.family_id", "p.family_id")
    .leftJoin("product_frozen_regions as z", "z.region_id", "r.region_id")
    .selectAll("r")
    .select([
      "p.name as plan_name",
      "p.family_id",
      "f.name as family_name",
      "g.name as region_name",
      "z.region_id as frozen",
    ])
    .where("r.rate_id", "in", [...ids])
    .where("p.tenant_code", "=", actor.tenant)
    .where("r.deleted_date", "is", null)
    .execute();
}
export type Source = Awaited<ReturnType<typeof sources>>[number];

function verdict(actor: Actor, id: number, rate: Source | undefined): CloneVerdict {
  if (!rate)
    return { id, valid: false, reason: "product_rate_not_found", family: null, plan: null, region: null };
  const reason = !actor.regionIds.has(rate.region_id)
    ? "product_region_forbidden"
    : rate.frozen !== null
      ? "product_region_frozen"
      : rateCloneRefusal(rate) === null
        ? null
        : "product_rate_status_refused";
  return {
    id,
    valid: reason === null,
    reason,
    family: { id: rate.family_id ?? 0, name: rate.family_name ?? "" },
    plan: { id: rate.product_id, name: rate.plan_name },
    region: { id: rate.region_id, name: rate.region_name },
  };
}

/** Each id (once, in the order given) with its verdict, and the found ones grouped by family, plan, region. */
export async function validateClone(db: ProductsDb | Trx, actor: Actor, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const found = new Map((await sources(db, actor, unique)).map((r) => [r.rate_id, r]));
  const rates = unique.map((id) => verdict(actor, id, found.get(id)));
  const groups = new Map<string, Group>();
  for (const v of rates) {
    if (!v.family || !v.plan || !v.region) continue;
    const key = `${v.family.id}:${v.plan.id}:${v.region.id}`;
    const group = groups.get(key) ?? { family: v.family, plan: v.plan, region: v.region, rates: [] };
    group.rates.push(v);
    groups.set(key, group);
  }
  return { rates, groups: [...groups.values()], found };
}

/** Copies one rate (with its targets, catalogue ids, payments and e-mails) as a new draft; its new id. */
export async function copyRate(trx: Trx, actor: Actor, source: Source): Promise<number> {
  const {
    rate_id: sourceId,
    plan_name: _p,
    family_id: _f,
    family_name: _n,
    region_name: _r,
    frozen: _z,
    ...fields
  } = source;
  const { rate_id } = await trx
    .insertInto("product_rates")
    .values({
      ...fields,
      name: `${source.name} copia`,
      state: "draft",
      active: 1,
      last_step_saved: Math.min(source.last_step_saved, 4),
      created_date: actor.now,
      created_user: actor.email,
      ...modifiedBy(actor),
      publish_date: null,
      publish_user: null,
    })
    .returning("rate_id")
    .executeTakeFirstOrThrow();
  const copy = <T extends { rate_id: number }>(rows: T[]) => rows.map((row) => ({ ...row, rate_id }));
  const targets = await trx
    .selectFrom("product_rate_targets")
    .selectAll()
    .where("rate_id", "=", sourceId)
    .execute();
  if (targets.length) await trx.insertInto("product_rate_targets").values(copy(targets)).execute();
  const catalogue = await trx
    .selectFrom("product_rate_catalogue_ids")
    .selectAll()
    .where("rate_id", "=", sourceId)
    .execute();
  if (catalogue.length) await trx.insertInto("product_rate_catalogue_ids").values(copy(catalogue)).execute();
  const payments = await trx
    .selectFrom("product_rate_payments")
    .selectAll()
    .where("rate_id", "=", sourceId)
    .execute();
  for (const { payment_id, ...payment } of payments) {
    const added = await trx
      .insertInto("product_rate_payments")
      .values({ ...payment, rate_id, ...modifiedBy(actor) })
      .returning("payment_id")
      .executeTakeFirstOrThrow();
    const mails = await trx
      .selectFrom("product_payment_mails")
      .selectAll()
      .where("payment_id", "=", payment_id)
      .execute();
    // The copy is a draft: its e-mails are associated again as drafts until it is published.
    if (mails.length)
      await trx
        .insertInto("product_payment_mails")
        .values(
          mails.map((m) => ({
            ...m,
            payment_id: added.payment_id,
            status: m.status === "disassociated" ? m.status : "draft",
          })),
        )
        .execute();
  }
  return rate_id;
}

/** Clones the valid rates among `ids` in one transaction; refuses when none is valid (nothing written). */
export async function cloneRates(db: ProductsDb, actor: Actor, ids: readonly number[]) {
  return db.transaction().execute(async (trx) => {
    const { rates, found } = await validateClone(trx, actor, ids);
    const valid = rates.filter((v) => v.valid);
    if (valid.length === 0) throw productError("product_clone_none_valid");
    const cloned: { source_id: number; rate_id: number }[] = [];
    for (const v of valid) {
      const source = found.get(v.id);
      if (source) cloned.push({ source_id: v.id, rate_id: await copyRate(trx, actor, source) });
    }
    await actor.record(
      trx,
      "products.cloneRates",
      `Tarifas clonadas: ${cloned.map((c) => `${c.source_id}→${c.rate_id}`).join(", ")}`,
    );
    return { rates, cloned };
  });
}
