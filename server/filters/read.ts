import type { Filter } from "../../src/contract/filters.ts";
import type { Actor } from "./actor.ts";
import { loadRules, meetsRules } from "./evaluate.ts";
import { findFilter } from "./find.ts";
import { manualCounts } from "./list.ts";
import { type FilterRow, toFilter } from "./rows.ts";
import type { FiltersDb as Db } from "./tables.ts";

/** How many contents the filter has: a manual one's catalogue contents, an automatic one's evaluation. */
export async function contentCount(db: Db, filter: FilterRow): Promise<number> {
  if (filter.type === "M") return (await manualCounts(db, [filter])).get(filter.filter_id) ?? 0;
  const rules = await loadRules(db, filter.filter_id);
  const row = await db
    .selectFrom("contents as c")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("c.type_code", "=", filter.item_type)
    .where((eb) => meetsRules(eb, filter.filter_id, rules))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function filterWithCount(db: Db, filter: FilterRow): Promise<Filter> {
  return toFilter(filter, await contentCount(db, filter));
}

/** Get by id (spec 2 §7). */
export async function getFilter(db: Db, actor: Pick<Actor, "region" | "tenant">, filterId: number) {
  return filterWithCount(db, await findFilter(db, actor, filterId));
}
