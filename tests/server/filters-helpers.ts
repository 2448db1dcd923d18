import { CompiledQuery } from "kysely";
import { isPostgres } from "../../server/db/database.ts";
import type { TestApp } from "./helpers.ts";

export const FILTERS = "/services/v2/filters";

/**
 * Rows of a SQL query over the test database (assertions read the truth straight from the tables), on either
 * database: the `?` placeholders become PostgreSQL's numbered ones there.
 */
export async function rows<T>(t: TestApp, query: string, ...params: unknown[]): Promise<T[]> {
  let index = 0;
  const text = isPostgres(t.db) ? query.replace(/\?/g, () => `$${++index}`) : query;
  return (await t.db.executeQuery<T>(CompiledQuery.raw(text, params))).rows;
}

export async function one<T>(t: TestApp, query: string, ...params: unknown[]): Promise<T> {
  const [row] = await rows<T>(t, query, ...params);
  if (row === undefined) throw new Error(`no row: ${query}`);
  return row;
}

/** The `n` of a `select count(*) n …` query, a number on both databases (PostgreSQL answers a bigint string). */
export async function countOf(t: TestApp, query: string, ...params: unknown[]): Promise<number> {
  return Number((await one<{ n: number | string }>(t, query, ...params)).n);
}

/** The content ids of a manual filter, in its order. */
export async function contentsOf(t: TestApp, filterId: number): Promise<number[]> {
  return (
    await rows<{ content_id: number }>(
      t,
      "select content_id from filter_contents where filter_id = ? order by position",
      filterId,
    )
  ).map((row) => row.content_id);
}

/** Movies (type G) no filter of the given id holds, from the contiguous movie block of the seed. */
export async function freeMovies(t: TestApp, filterId: number, count: number, skip = 0): Promise<number[]> {
  return (
    await rows<{ content_id: number }>(
      t,
      `select content_id from contents c where type_code = 'G' and parent_id is null and not exists
       (select 1 from filter_contents fc where fc.filter_id = ? and fc.content_id = c.content_id)
     order by content_id limit ? offset ?`,
      filterId,
      count,
      skip,
    )
  ).map((row) => row.content_id);
}
