import { type ExpressionBuilder, sql } from "kysely";
import type { LogRow, LogSortField } from "../../src/contract/logs.ts";
import type { PagedQuery, SortOrder } from "../../src/contract/paging.ts";
import { caseInsensitiveLike, type Db } from "../db/database.ts";
import type { Database } from "../db/schema.ts";

export { LOG_SORT_FIELDS, type LogSortField } from "../../src/contract/logs.ts";
export type { SortOrder } from "../../src/contract/paging.ts";

/** Counting matches stops here: beyond it the count costs more than it tells a person paging a table. */
export const FILTERED_COUNT_CAP = 100_000;

const SEARCHED = ["user", "ip", "url", "action", "message"] as const;
const COLUMNS = ["log_id", "datetime", "user", "ip", "url", "action", "message", "level"] as const;

/** The contract's paged request, as the handler parsed it. */
export type LogQuery = PagedQuery<LogSortField, "fromRpp">;
export type LogPage = {
  recordsTotal: number;
  recordsFiltered: number;
  filteredCapped: boolean;
  data: LogRow[];
};

const flip = (order: SortOrder): SortOrder => (order === "asc" ? "desc" : "asc");

/** Case-insensitive substring match; % and _ typed by the user are escaped to match literally. */
function matches(db: Db, search: string) {
  const pattern = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const like = sql.raw(caseInsensitiveLike(db));
  return (eb: ExpressionBuilder<Database, "logs">) =>
    eb.or(SEARCHED.map((column) => sql<boolean>`${eb.ref(column)} ${like} ${pattern} escape '\\'`));
}

// The builders are exported so tests/server/logs-plans.test.ts sees the real SQL of every page.

/** Dense append-only ids: the highest id is the row count, read from the primary key without a scan. */
export const totalRowsQuery = (db: Db) =>
  db.selectFrom("logs").select((eb) => eb.fn.max("log_id").as("total"));

async function totalRows(db: Db): Promise<number> {
  const row = await totalRowsQuery(db).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Datetime order is log_id order, so any page is a primary-key range: constant cost at any depth. */
export function datetimePageQuery(db: Db, total: number, q: LogQuery) {
  const base = db.selectFrom("logs").select(COLUMNS).limit(q.rpp);
  return q.sort_order === "desc"
    ? base.where("log_id", "<=", total - q.from).orderBy("log_id", "desc")
    : base.where("log_id", ">", q.from).orderBy("log_id", "asc");
}

/**
 * A page in (field, log_id) order. The OFFSET walks only the (field, log_id) index for the ids (an index-only
 * scan: PostgreSQL would otherwise fetch every skipped row from the heap), then reads the page's rows by id.
 */
export function fieldPageQuery(
  db: Db,
  field: Exclude<LogSortField, "datetime">,
  order: SortOrder,
  offset: number,
  limit: number,
) {
  const ids = db
    .selectFrom("logs")
    .select("log_id")
    .orderBy(field, order)
    .orderBy("log_id", order)
    .limit(limit)
    .offset(offset);
  return db
    .selectFrom("logs")
    .select(COLUMNS)
    .where("log_id", "in", ids)
    .orderBy(field, order)
    .orderBy("log_id", order);
}

/** Past the middle the same page is read from the other end (opposite order) and reversed: no page skips more than half the index. */
async function fieldPage(db: Db, total: number, q: LogQuery, field: Exclude<LogSortField, "datetime">) {
  if (q.from <= total / 2) return fieldPageQuery(db, field, q.sort_order, q.from, q.rpp).execute();
  const limit = Math.min(q.rpp, total - q.from);
  if (limit <= 0) return [];
  const offset = Math.max(0, total - q.from - q.rpp);
  return (await fieldPageQuery(db, field, flip(q.sort_order), offset, limit).execute()).reverse();
}

async function searchPage(db: Db, total: number, q: LogQuery & { search: string }): Promise<LogPage> {
  const where = matches(db, q.search);
  const counted = await db
    .selectFrom(
      db
        .selectFrom("logs")
        .select("log_id")
        .where(where)
        .limit(FILTERED_COUNT_CAP + 1)
        .as("hits"),
    )
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const hits = Number(counted.n);
  const filteredCapped = hits > FILTERED_COUNT_CAP;
  const recordsFiltered = Math.min(hits, FILTERED_COUNT_CAP);
  // A known-short result needs no second scan (a term with no match would otherwise scan the table twice).
  if (!filteredCapped && q.from >= hits)
    return { recordsTotal: total, recordsFiltered, filteredCapped, data: [] };
  // Datetime order is log_id order (append-only log), which the primary key already provides.
  const field = q.sort_field === "datetime" ? "log_id" : q.sort_field;
  const data = await db
    .selectFrom("logs")
    .select(COLUMNS)
    .where(where)
    .orderBy(field, q.sort_order)
    .orderBy("log_id", q.sort_order)
    .limit(q.rpp)
    .offset(q.from)
    .execute();
  return { recordsTotal: total, recordsFiltered, filteredCapped, data };
}

export async function queryLogs(db: Db, q: LogQuery): Promise<LogPage> {
  const total = await totalRows(db);
  if (q.search) return searchPage(db, total, { ...q, search: q.search });
  const data =
    q.sort_field === "datetime"
      ? await datetimePageQuery(db, total, q).execute()
      : await fieldPage(db, total, q, q.sort_field);
  return { recordsTotal: total, recordsFiltered: total, filteredCapped: false, data };
}
