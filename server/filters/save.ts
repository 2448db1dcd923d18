import type { Filter, FilterFields } from "../../src/contract/filters.ts";
import { parseOrderList } from "../../src/contract/filters.ts";
import type { Db as PlatformDb } from "../db/database.ts";
import { plansUsingFilter } from "../products/exports.ts";
import type { Actor, Trx } from "./actor.ts";
import { appendIds, clearContents } from "./contents-write.ts";
import { filterError } from "./errors.ts";
import { findFilter, insertFilter } from "./find.ts";
import { filterWithCount } from "./read.ts";
import type { FilterRow } from "./rows.ts";
import type { FiltersDb as Db } from "./tables.ts";

export type SaveOutcome = { filter: Filter; added: number; rejected: number[]; dropped: number };

/** Only the fields that were sent; name may be cleared (publishing then waits for one, spec 2 §4). */
function changes(fields: FilterFields) {
  const { name, description, status, portada } = fields;
  return Object.fromEntries(
    Object.entries({ name, description, status, portada }).filter(([, value]) => value !== undefined),
  ) as Partial<Pick<FilterRow, "name" | "description" | "status" | "portada">>;
}

async function create(trx: Trx, actor: Actor, fields: FilterFields): Promise<FilterRow> {
  if (!fields.type || !fields.item_type) throw filterError("filter_type_required");
  const filter_id = await insertFilter(trx, actor, {
    name: fields.name ?? null,
    description: fields.description ?? "",
    type: fields.type,
    status: fields.status ?? "ACT",
    item_type: fields.item_type,
    region: actor.region,
    tenant_code: actor.tenant,
    portada: fields.portada ?? null,
  });
  await actor.record(
    trx,
    "filter_create",
    `Filtro creado: ${fields.name ?? "(sin nombre)"} (id ${filter_id})`,
  );
  return findFilter(trx, actor, filter_id);
}

async function update(
  trx: Trx,
  actor: Actor,
  fields: FilterFields & { filter_id: number },
): Promise<FilterRow> {
  const current = await findFilter(trx, actor, fields.filter_id);
  // §4: the filter type and its content type are fixed at creation.
  if (
    (fields.type && fields.type !== current.type) ||
    (fields.item_type && fields.item_type !== current.item_type)
  )
    throw filterError("filter_type_fixed");
  const set = { ...changes(fields), modified_date: actor.now, modified_user: actor.email };
  await trx.updateTable("filters").set(set).where("filter_id", "=", current.filter_id).execute();
  const changed = Object.keys(changes(fields)).join(", ") || "ninguno";
  await actor.record(trx, "filter_update", `Filtro actualizado: id ${current.filter_id}; campos: ${changed}`);
  return { ...current, ...set };
}

/** A new order for the manual filter's contents: the listed ids first, in that order, the rest after. */
async function applyOrder(trx: Trx, filter: FilterRow, list: string): Promise<void> {
  const ids = parseOrderList(list);
  if (!ids) throw filterError("filter_order_invalid");
  if (filter.type !== "M") throw filterError("filter_not_manual");
  const offset = ids.length + 1;
  await trx
    .updateTable("filter_contents")
    .set((eb) => ({ position: eb("position", "+", offset) }))
    .where("filter_id", "=", filter.filter_id)
    .execute();
  for (const [index, contentId] of [...new Set(ids)].entries()) {
    await trx
      .updateTable("filter_contents")
      .set({ position: index + 1 })
      .where("filter_id", "=", filter.filter_id)
      .where("content_id", "=", contentId)
      .execute();
  }
}

/**
 * Save (spec 2 §7): creates the filter when it has no id, else updates it. With tag contents it then deletes
 * every content and adds the tagged ones (§4), all in this one transaction.
 */
export async function saveFilter(
  db: Db,
  actor: Actor,
  fields: FilterFields,
  tags: readonly (number | null)[] | undefined,
): Promise<SaveOutcome> {
  const saved = await db.transaction().execute(async (trx) => {
    const row =
      fields.filter_id === undefined
        ? await create(trx, actor, fields)
        : await update(trx, actor, { ...fields, filter_id: fields.filter_id });
    if (fields.ordenList !== undefined) await applyOrder(trx, row, fields.ordenList);
    if (tags === undefined) return { row, added: 0, rejected: [] as number[], dropped: 0 };
    if (row.type !== "M") throw filterError("filter_not_manual");
    const valid = tags.filter((tag): tag is number => tag !== null);
    const removed = await clearContents(trx, row.filter_id);
    const outcome = await appendIds(
      trx,
      row,
      valid.map((id) => ({ id, type: null })),
    );
    await actor.record(
      trx,
      "filter_contents_replace",
      `Filtro ${row.filter_id}: ${removed} contenidos reemplazados por ${outcome.added} etiquetados`,
    );
    return { row, ...outcome, dropped: tags.length - valid.length };
  });
  return {
    filter: await filterWithCount(db, saved.row),
    added: saved.added,
    rejected: saved.rejected,
    dropped: saved.dropped,
  };
}

export async function deleteFilter(db: Db, actor: Actor, filterId: number): Promise<{ filter_id: number }> {
  return db.transaction().execute(async (trx) => {
    const filter = await findFilter(trx, actor, filterId);
    // A plan's step 2 names the filter: deleting it would leave the plan listing contents that answer 404.
    const plans = await plansUsingFilter(trx as unknown as PlatformDb, filterId);
    if (plans.length > 0)
      throw filterError("filter_in_use", undefined, plans.map((p) => `${p.product_id} ${p.name}`).join(", "));
    // Explicit rather than left to ON DELETE CASCADE, which depends on the connection's foreign_keys pragma.
    await trx.deleteFrom("filter_criterion_values").where("filter_id", "=", filterId).execute();
    await trx.deleteFrom("filter_criteria").where("filter_id", "=", filterId).execute();
    await trx.deleteFrom("filter_contents").where("filter_id", "=", filterId).execute();
    await trx.deleteFrom("filter_publications").where("filter_id", "=", filterId).execute();
    await trx.deleteFrom("filters").where("filter_id", "=", filterId).execute();
    await actor.record(
      trx,
      "filter_delete",
      `Filtro eliminado: ${filter.name ?? "(sin nombre)"} (id ${filterId})`,
    );
    return { filter_id: filterId };
  });
}
