import type { SelectQueryBuilder } from "kysely";

// A paged list's answer in DataTables' shape: how many rows the list holds, how many its search keeps, and
// the page asked, read together.

// The count's row type is lost to the generic builder: it is { n }, a number or (PostgreSQL) its text.
const countOf = async <DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>) => {
  const row = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number((row as { n: number | string }).n);
};

/** `scoped`: every row of the list; `filtered`: those the search keeps; `page`: the window of those asked. */
export async function countedPage<DB, TB extends keyof DB, Row>(
  draw: number,
  scoped: SelectQueryBuilder<DB, TB, object>,
  filtered: SelectQueryBuilder<DB, TB, object>,
  page: Promise<Row[]>,
) {
  const [total, matching, data] = await Promise.all([countOf(scoped), countOf(filtered), page]);
  return { draw, recordsTotal: total, recordsFiltered: matching, data };
}
