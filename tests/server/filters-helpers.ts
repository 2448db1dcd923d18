import { sqliteHandle } from "../../server/db/database.ts";
import type { TestApp } from "./helpers.ts";

export const FILTERS = "/services/v2/filters";

/** Rows of a SQL query over the test database (assertions read the truth straight from the tables). */
export function rows<T>(t: TestApp, query: string, ...params: unknown[]): T[] {
  return sqliteHandle(t.db)
    .prepare(query)
    .all(...params) as T[];
}

export function one<T>(t: TestApp, query: string, ...params: unknown[]): T {
  return sqliteHandle(t.db)
    .prepare(query)
    .get(...params) as T;
}

/** The content ids of a manual filter, in its order. */
export function contentsOf(t: TestApp, filterId: number): number[] {
  return rows<{ content_id: number }>(
    t,
    "select content_id from filter_contents where filter_id = ? order by position",
    filterId,
  ).map((row) => row.content_id);
}

/** Movies (type G) no filter of the given id holds, from the contiguous movie block of the seed. */
export function freeMovies(t: TestApp, filterId: number, count: number, skip = 0): number[] {
  return rows<{ content_id: number }>(
    t,
    `select content_id from contents c where type_code = 'G' and parent_id is null and not exists
       (select 1 from filter_contents fc where fc.filter_id = ? and fc.content_id = c.content_id)
     order by content_id limit ? offset ?`,
    filterId,
    count,
    skip,
  ).map((row) => row.content_id);
}
