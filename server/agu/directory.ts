import type { ExpressionBuilder } from "kysely";
import {
  type DirectorySearch,
  type DirectorySortField,
  directorySearch,
  type EndUserRow,
  type SearchBy,
} from "../../src/contract/agu.ts";
import type { PagedQuery, SortOrder } from "../../src/contract/paging.ts";
import type { Database } from "../db/schema.ts";
import type { AguDb, AguTables } from "./tables.ts";

// The end-user directory. Every page is an index walk: the region and the search pick the index (checked with
// EXPLAIN QUERY PLAN in tests/server/agu-plans.test.ts), so a page costs the same on 5,000 rows as on 1M.

/** Counting matches stops here: past it the exact count costs more than it tells someone searching. */
export const FILTERED_COUNT_CAP = 10_000;

type Eb = ExpressionBuilder<Database & AguTables, "end_users">;
/** The contract's paged request, as the handler parsed it, with the directory's own filters. */
export type DirectoryQuery = PagedQuery<DirectorySortField, "fromQuantity"> & {
  by: SearchBy;
  /** null: any region (root, or a holder of every region). */
  regions: readonly string[] | null;
};

export type DirectoryResult = {
  recordsTotal: number;
  recordsFiltered: number;
  filteredCapped: boolean;
  data: EndUserRow[];
};

const COLUMNS = [
  "id_usuario",
  "user_hash",
  "email",
  "name",
  "region",
  "phone_telmex",
  "phone_telcel",
  "created_at",
] as const;

/** Above every string starting with the prefix (U+10FFFF sorts last). */
const prefixEnd = (prefix: string) => `${prefix}\u{10ffff}`;
const flip = (order: SortOrder): SortOrder => (order === "asc" ? "desc" : "asc");

/** The operator's regions (null: any region, no condition at all). */
function inRegions(regions: readonly string[]) {
  return (eb: Eb) => (regions.length === 1 ? eb("region", "=", regions[0]) : eb("region", "in", regions));
}

/** end_users within the regions asked for. */
const scoped = (db: AguDb, regions: readonly string[] | null) =>
  db.selectFrom("end_users").$if(regions !== null, (qb) => qb.where(inRegions(regions ?? [])));

const SEARCH_COLUMN = { email: "email", name: "name_key", hash: "user_hash" } as const;

function matching(search: Exclude<DirectorySearch, { kind: "none" }>) {
  return (eb: Eb) => {
    const range = (column: "email" | "name_key" | "user_hash" | "phone_telmex" | "phone_telcel") =>
      search.exact
        ? eb(column, "=", search.value)
        : eb.and([eb(column, ">=", search.value), eb(column, "<", prefixEnd(search.value))]);
    return search.kind === "phone"
      ? eb.or([range("phone_telmex"), range("phone_telcel")])
      : range(SEARCH_COLUMN[search.kind]);
  };
}

export const directoryTotalQuery = (db: AguDb, regions: readonly string[] | null) =>
  scoped(db, regions).select((eb) => eb.fn.countAll<number>().as("n"));

/** A page of the whole directory (no search), sorted by id, e-mail or name. */
export const browseQuery = (
  db: AguDb,
  q: DirectoryQuery,
  order: SortOrder,
  offset: number,
  limit: number,
) => {
  const field = q.sort_field === "name" ? "name_key" : q.sort_field;
  let query = scoped(db, q.regions).select(COLUMNS).orderBy(field, order);
  if (field !== "id_usuario") query = query.orderBy("id_usuario", order);
  return query.limit(limit).offset(offset);
};

/** A page of a search's matches, in the order of what matched (phones: by id). */
export const searchQuery = (
  db: AguDb,
  q: DirectoryQuery,
  search: Exclude<DirectorySearch, { kind: "none" }>,
) => {
  const query = scoped(db, q.regions).select(COLUMNS).where(matching(search));
  const ordered =
    search.kind === "phone"
      ? query.orderBy("id_usuario", q.sort_order)
      : query.orderBy(SEARCH_COLUMN[search.kind], q.sort_order).orderBy("id_usuario", q.sort_order);
  return ordered.limit(q.quantity).offset(q.from);
};

export const matchCountQuery = (
  db: AguDb,
  q: DirectoryQuery,
  search: Exclude<DirectorySearch, { kind: "none" }>,
) =>
  db
    .selectFrom(
      scoped(db, q.regions)
        .select("id_usuario")
        .where(matching(search))
        .limit(FILTERED_COUNT_CAP + 1)
        .as("hits"),
    )
    .select((eb) => eb.fn.countAll<number>().as("n"));

export const activeSubscriptionsQuery = (db: AguDb, ids: number[]) =>
  db
    .selectFrom("subscriptions")
    .select(["id_usuario", (eb) => eb.fn.countAll<number>().as("n")])
    .where("id_usuario", "in", ids)
    .where("status", "=", "active")
    .groupBy("id_usuario");

async function withSubscriptions(db: AguDb, rows: Omit<EndUserRow, "active_subscriptions">[]) {
  if (rows.length === 0) return [];
  const counts = await activeSubscriptionsQuery(
    db,
    rows.map((r) => r.id_usuario),
  ).execute();
  const byUser = new Map(counts.map((c) => [c.id_usuario, Number(c.n)]));
  return rows.map((row) => ({ ...row, active_subscriptions: byUser.get(row.id_usuario) ?? 0 }));
}

/** Past the middle a page is read from the other end (reversed), so no page skips more than half the rows. */
async function browse(db: AguDb, q: DirectoryQuery, total: number) {
  if (q.from <= total / 2) return browseQuery(db, q, q.sort_order, q.from, q.quantity).execute();
  const limit = Math.min(q.quantity, total - q.from);
  if (limit <= 0) return [];
  const offset = Math.max(0, total - q.from - q.quantity);
  return (await browseQuery(db, q, flip(q.sort_order), offset, limit).execute()).reverse();
}

/** How long a scope's row count is reused: counting 600,000 rows of a region costs more than a page. */
export const TOTAL_TTL_MS = 30_000;
const totals = new WeakMap<AguDb, Map<string, { n: number; at: number }>>();

/** The scope's row count, counted at most once per TTL (end users are only ever deleted, one at a time). */
async function scopeTotal(db: AguDb, regions: readonly string[] | null, now: number): Promise<number> {
  const cache = totals.get(db) ?? new Map<string, { n: number; at: number }>();
  totals.set(db, cache);
  const key = JSON.stringify(regions);
  const hit = cache.get(key);
  if (hit && now - hit.at < TOTAL_TTL_MS) return hit.n;
  const n = Number((await directoryTotalQuery(db, regions).executeTakeFirstOrThrow()).n);
  cache.set(key, { n, at: now });
  return n;
}

export async function queryDirectory(
  db: AguDb,
  q: DirectoryQuery,
  now = Date.now(),
): Promise<DirectoryResult> {
  const total = await scopeTotal(db, q.regions, now);
  const search = directorySearch(q.search ?? "", q.by);
  if (search.kind === "none") {
    const rows = await browse(db, q, total);
    return {
      recordsTotal: total,
      recordsFiltered: total,
      filteredCapped: false,
      data: await withSubscriptions(db, rows),
    };
  }
  if (search.tooShort) return { recordsTotal: total, recordsFiltered: 0, filteredCapped: false, data: [] };
  const hits = Number((await matchCountQuery(db, q, search).executeTakeFirstOrThrow()).n);
  const filteredCapped = hits > FILTERED_COUNT_CAP;
  const rows = !filteredCapped && q.from >= hits ? [] : await searchQuery(db, q, search).execute();
  return {
    recordsTotal: total,
    recordsFiltered: Math.min(hits, FILTERED_COUNT_CAP),
    filteredCapped,
    data: await withSubscriptions(db, rows),
  };
}
