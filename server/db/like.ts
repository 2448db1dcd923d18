import {
  type Expression,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  type StringReference,
  sql,
} from "kysely";
import { caseInsensitiveLike, type Db } from "./database.ts";

// A search "contains" match, case-insensitive on both engines, that takes the text literally: "%", "_" and
// "\" are characters a name may hold, not LIKE wildcards.

/** `%text%` with the LIKE wildcards (and the escape character) of the text escaped by "\". */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column` contains `text`, literally and in any case. */
export function containsText(
  db: Pick<Db, "getExecutor">,
  column: Expression<unknown>,
  text: string,
): RawBuilder<SqlBool> {
  const like = sql.raw(caseInsensitiveLike(db));
  return sql<SqlBool>`${column} ${like} ${containsPattern(text)} escape '\\'`;
}

/**
 * A list's search box: the rows where any of `columns` contains `search` (containsText), every row when there
 * is no search.
 */
export function withSearch<DB, TB extends keyof DB, O>(
  db: Pick<Db, "getExecutor">,
  query: SelectQueryBuilder<DB, TB, O>,
  columns: readonly StringReference<DB, TB>[],
  search: string | undefined,
): SelectQueryBuilder<DB, TB, O> {
  if (!search) return query;
  return query.where((eb) => eb.or(columns.map((column) => containsText(db, eb.ref(column), search))));
}
