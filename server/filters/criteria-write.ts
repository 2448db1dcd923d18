import type { ItemType, Operator } from "../../src/contract/filters.ts";
import { firstWhere } from "../db/by-keys.ts";
import type { Actor, Trx } from "./actor.ts";
import { findCriterion } from "./criteria.ts";
import { filterError } from "./errors.ts";
import { findAutomatic, touchFilter } from "./find.ts";
import type { CriterionTable, FiltersDb as Db } from "./tables.ts";

// Criteria of automatic filters (spec 2 §4, §5): values are added or subtracted one change at a time; a
// criterion without an operator is refused, and only the criterion's own values are accepted.

type Target = { filterId: number; criterioId: number; itemType?: ItemType };
const CHUNK = 500;

export function splitValues(valor: string, separator: string): string[] {
  return [...new Set(valor.split(separator).map((value) => value.trim()))].filter((value) => value !== "");
}

async function locate(trx: Trx, actor: Actor, target: Target) {
  const filter = await findAutomatic(trx, actor, target.filterId);
  if (target.itemType && target.itemType !== filter.item_type) throw filterError("filter_type_fixed");
  return { filter, criterion: await findCriterion(trx, target.criterioId, filter.item_type) };
}

/** The values the criterion does not offer (for the content criterion: ids not of the filter's type). */
async function unknownValues(
  trx: Trx,
  criterion: CriterionTable,
  values: readonly string[],
): Promise<string[]> {
  const known = new Set<string>();
  for (let start = 0; start < values.length; start += CHUNK) {
    const chunk = values.slice(start, start + CHUNK);
    if (criterion.attribute === "id") {
      const ids = chunk.filter((value) => /^\d{1,15}$/.test(value)).map(Number);
      if (ids.length === 0) continue;
      const rows = await trx
        .selectFrom("contents")
        .select("content_id")
        .where("type_code", "=", criterion.item_type)
        .where("content_id", "in", ids)
        .execute();
      for (const row of rows) known.add(String(row.content_id));
    } else {
      const rows = await trx
        .selectFrom("criterion_values")
        .select("value")
        .where("criterio_id", "=", criterion.criterio_id)
        .where("value", "in", chunk)
        .execute();
      for (const row of rows) known.add(row.value);
    }
  }
  return values.filter((value) => !known.has(value));
}

export async function insertValues(
  trx: Trx,
  filterId: number,
  criterioId: number,
  values: readonly string[],
) {
  for (let start = 0; start < values.length; start += CHUNK) {
    await trx
      .insertInto("filter_criterion_values")
      .values(
        values
          .slice(start, start + CHUNK)
          .map((value) => ({ filter_id: filterId, criterio_id: criterioId, value })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Add/update criterion (§7): sets the operator and adds the values. */
export async function saveCriterion(
  db: Db,
  actor: Actor,
  target: Target,
  input: { values: string[]; operator: Operator | null | undefined },
) {
  const { operator, values } = input;
  if (!operator) throw filterError("filter_criterion_operator");
  if (values.length === 0) throw filterError("filter_criterion_values", []);
  return db.transaction().execute(async (trx) => {
    const { filter, criterion } = await locate(trx, actor, target);
    const unknown = await unknownValues(trx, criterion, values);
    if (unknown.length > 0) throw filterError("filter_criterion_values", unknown.slice(0, 50));
    await trx
      .insertInto("filter_criteria")
      .values({ filter_id: filter.filter_id, criterio_id: criterion.criterio_id, operator })
      .onConflict((oc) => oc.columns(["filter_id", "criterio_id"]).doUpdateSet({ operator }))
      .execute();
    await insertValues(trx, filter.filter_id, criterion.criterio_id, values);
    await touchFilter(trx, actor, filter.filter_id);
    await actor.record(
      trx,
      "filter_criterion_save",
      `Filtro ${filter.filter_id}: criterio ${criterion.description} (${operator}) + ${values.length} valores`,
    );
    return { criterio_id: criterion.criterio_id, operator, added: values.length };
  });
}

/** The criterion must be one the filter uses. */
async function assertUsed(trx: Trx, filterId: number, criterioId: number): Promise<void> {
  const row = await firstWhere(trx, "filter_criteria", "operator", {
    filter_id: filterId,
    criterio_id: criterioId,
  });
  if (!row) throw filterError("filter_criterion_unknown");
}

/** Subtract criterion values (§7): deselecting a value removes it from the criterion. */
export async function subtractCriterion(db: Db, actor: Actor, target: Target, values: string[]) {
  return db.transaction().execute(async (trx) => {
    const { filter, criterion } = await locate(trx, actor, target);
    await assertUsed(trx, filter.filter_id, criterion.criterio_id);
    let removed = 0;
    for (let start = 0; start < values.length; start += CHUNK) {
      const result = await trx
        .deleteFrom("filter_criterion_values")
        .where("filter_id", "=", filter.filter_id)
        .where("criterio_id", "=", criterion.criterio_id)
        .where("value", "in", values.slice(start, start + CHUNK))
        .executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
    await touchFilter(trx, actor, filter.filter_id);
    await actor.record(
      trx,
      "filter_criterion_subtract",
      `Filtro ${filter.filter_id}: criterio ${criterion.description} − ${removed} valores`,
    );
    return { criterio_id: criterion.criterio_id, removed };
  });
}

/** Delete criterion of filter (§7). */
export async function deleteCriterion(db: Db, actor: Actor, target: Target) {
  return db.transaction().execute(async (trx) => {
    const { filter, criterion } = await locate(trx, actor, target);
    await assertUsed(trx, filter.filter_id, criterion.criterio_id);
    await trx
      .deleteFrom("filter_criterion_values")
      .where("filter_id", "=", filter.filter_id)
      .where("criterio_id", "=", criterion.criterio_id)
      .execute();
    await trx
      .deleteFrom("filter_criteria")
      .where("filter_id", "=", filter.filter_id)
      .where("criterio_id", "=", criterion.criterio_id)
      .execute();
    await touchFilter(trx, actor, filter.filter_id);
    await actor.record(
      trx,
      "filter_criterion_delete",
      `Filtro ${filter.filter_id}: criterio ${criterion.description} borrado`,
    );
    return { criterio_id: criterion.criterio_id };
  });
}
