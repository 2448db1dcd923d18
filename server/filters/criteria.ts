import type { Criterion, CriterionValue, ItemType, Operator } from "../../src/contract/filters.ts";
import { countWhere } from "../db/by-keys.ts";
import { caseInsensitiveLike } from "../db/database.ts";
import type { Actor } from "./actor.ts";
import { filterError } from "./errors.ts";
import { findFilter } from "./find.ts";
import type { CriterionTable, FiltersDb as Db } from "./tables.ts";

/** Values listed with a filter's criterion; the rest are counted (a converted filter can hold thousands). */
export const SELECTED_SHOWN = 500;

/** A criterion of the catalogue; when a content type is given, it must be one of that type's criteria. */
export async function findCriterion(
  db: Db,
  criterioId: number,
  itemType?: ItemType,
): Promise<CriterionTable> {
  const criterion = await db
    .selectFrom("criteria")
    .selectAll()
    .where("criterio_id", "=", criterioId)
    .executeTakeFirst();
  if (!criterion || (itemType !== undefined && criterion.item_type !== itemType))
    throw filterError("filter_criterion_unknown");
  return criterion;
}

async function valueCount(db: Db, criterion: CriterionTable): Promise<number> {
  return criterion.attribute === "id"
    ? countWhere(db, "contents", { type_code: criterion.item_type })
    : countWhere(db, "criterion_values", { criterio_id: criterion.criterio_id });
}

/** The criteria an automatic filter of this content type may use (spec 2 §7 "criteria by item type"). */
export async function criteriaOfType(db: Db, itemType: ItemType): Promise<Criterion[]> {
  const rows = await db
    .selectFrom("criteria")
    .selectAll()
    .where("item_type", "=", itemType)
    .orderBy("position")
    .execute();
  return Promise.all(
    rows.map(async (row) => ({
      criterio_id: row.criterio_id,
      description: row.description,
      operator: null,
      childs: await valueCount(db, row),
      values: [],
      valuesSelected: [],
      selected_total: 0,
    })),
  );
}

/** Names of stored values: content titles for the content criterion, the value list's names otherwise. */
async function named(
  db: Db,
  criterion: CriterionTable,
  values: readonly string[],
): Promise<CriterionValue[]> {
  if (values.length === 0) return [];
  if (criterion.attribute === "id") {
    const rows = await db
      .selectFrom("contents")
      .select(["content_id", "title"])
      .where("content_id", "in", values.map(Number))
      .execute();
    const titles = new Map(rows.map((row) => [String(row.content_id), row.title]));
    return values.map((value) => ({ value, name: titles.get(value) ?? value }));
  }
  const rows = await db
    .selectFrom("criterion_values")
    .select(["value", "name"])
    .where("criterio_id", "=", criterion.criterio_id)
    .where("value", "in", values)
    .execute();
  const names = new Map(rows.map((row) => [row.value, row.name]));
  return values.map((value) => ({ value, name: names.get(value) ?? value }));
}

/** The criteria of an automatic filter with their operator and chosen values (spec 2 §7). */
export async function criteriaOfFilter(db: Db, scope: Pick<Actor, "region" | "tenant">, filterId: number) {
  const filter = await findFilter(db, scope, filterId);
  const rows = await db
    .selectFrom("filter_criteria as fc")
    .innerJoin("criteria as k", "k.criterio_id", "fc.criterio_id")
    .selectAll("k")
    .select("fc.operator")
    .where("fc.filter_id", "=", filter.filter_id)
    .orderBy("k.position")
    .execute();
  const result: Criterion[] = [];
  for (const { operator, ...criterion } of rows) {
    const chosen = db
      .selectFrom("filter_criterion_values")
      .where("filter_id", "=", filterId)
      .where("criterio_id", "=", criterion.criterio_id);
    const [values, total] = await Promise.all([
      chosen.select("value").orderBy("value").limit(SELECTED_SHOWN).execute(),
      chosen.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    ]);
    result.push({
      criterio_id: criterion.criterio_id,
      description: criterion.description,
      operator: operator as Operator,
      childs: await valueCount(db, criterion),
      values: [],
      valuesSelected: await named(
        db,
        criterion,
        values.map((row) => row.value),
      ),
      selected_total: Number(total.n),
    });
  }
  return result;
}

/** A page of a criterion's values (50 by default); the search is lower-cased (spec 2 §5). */
export async function criterionValues(
  db: Db,
  criterion: CriterionTable,
  query: { search: string; from: number; quantity: number },
): Promise<{ values: CriterionValue[]; total: number }> {
  const search = query.search.toLowerCase();
  const like = caseInsensitiveLike(db);
  if (criterion.attribute === "id") {
    const base = db
      .selectFrom("contents")
      .where("type_code", "=", criterion.item_type)
      .$if(search !== "", (q) =>
        q.where((eb) =>
          eb.or([
            eb("title", like, `%${search}%`),
            ...(/^\d+$/.test(search) ? [eb("content_id", "=", Number(search))] : []),
          ]),
        ),
      );
    const [rows, total] = await Promise.all([
      base
        .select(["content_id", "title"])
        .orderBy("title")
        .orderBy("content_id")
        .limit(query.quantity)
        .offset(query.from)
        .execute(),
      base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    ]);
    return {
      values: rows.map((row) => ({ value: String(row.content_id), name: row.title })),
      total: Number(total.n),
    };
  }
  const base = db
    .selectFrom("criterion_values")
    .where("criterio_id", "=", criterion.criterio_id)
    .$if(search !== "", (q) => q.where("name", like, `%${search}%`));
  const [rows, total] = await Promise.all([
    base.select(["value", "name"]).orderBy("name").limit(query.quantity).offset(query.from).execute(),
    base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { values: rows, total: Number(total.n) };
}
