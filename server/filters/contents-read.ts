import type { OrderByExpression, SelectQueryBuilder } from "kysely";
import type { z } from "zod";
import type {
  ContentItem,
  ContentPage,
  filterCalls,
  IncludedPage,
  Right,
} from "../../src/contract/filters.ts";
import { caseInsensitiveLike } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import type { Actor } from "./actor.ts";
import { availableContents, type Catalogue, loadRules, meetsRules, searchCondition } from "./evaluate.ts";
import { findFilter } from "./find.ts";
import { nullsLowest } from "./order.ts";
import { CONTENT_COLUMNS, type ContentRow, type FilterRow, toContentItem } from "./rows.ts";
import type { FiltersDb as Db } from "./tables.ts";

type Scope = Pick<Actor, "region" | "tenant">;
type AvailableQuery = z.output<typeof filterCalls.listAvailableContents.query>;
type IncludedQuery = z.output<typeof filterCalls.listFilterContents.query>;
type Search = { search: string; status: "ACT" | "NOACT" | "" };

/** The rights of each content, by content id, for one page. */
async function rightsOf(db: Db, ids: readonly number[]): Promise<Map<number, Right[]>> {
  const map = new Map<number, Right[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom("content_rights")
    .select(["content_id", "country", "active"])
    .where("content_id", "in", ids)
    .orderBy("content_id")
    .orderBy("country")
    .execute();
  for (const row of rows) {
    const list = map.get(row.content_id) ?? [];
    list.push({ country: row.country, active: row.active === 1 });
    map.set(row.content_id, list);
  }
  return map;
}

export async function withRights(db: Db, rows: readonly ContentRow[]): Promise<ContentItem[]> {
  const rights = await rightsOf(
    db,
    rows.map((row) => row.content_id),
  );
  return rows.map((row) => toContentItem(row, rights.get(row.content_id) ?? []));
}

type Window = Search & { from: number; quantity: number };
/** One listing: how many contents match a search, and one window of them in order. */
type Listing = {
  count(search: Search): Promise<number>;
  rows(window: Window): Promise<ContentRow[]>;
};

async function page(db: Db, listing: Listing, window: Window): Promise<ContentPage> {
  const [total, totalFiltered, rows] = await Promise.all([
    listing.count({ search: "", status: "" }),
    listing.count(window),
    listing.rows(window),
  ]);
  return { status: 0, contents: await withRights(db, rows), total, totalFiltered };
}

/** How many rows a listing's query finds. */
async function countOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll().as("n"))
    .$castTo<{ n: number | string | bigint }>() // the count's type is lost over generic tables
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One window of a listing's query in the asked order: the sort column with nulls lowest on both databases,
 * then a unique column so that pages never overlap.
 */
function sortedWindow<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: OrderByExpression<DB, TB, O>,
  tieBreak: OrderByExpression<DB, TB, O>,
  order: { sort_order: "asc" | "desc" },
  window: Window,
): Promise<O[]> {
  return query
    .orderBy(column, nullsLowest(order.sort_order))
    .orderBy(tieBreak, order.sort_order)
    .limit(window.quantity)
    .offset(window.from)
    .execute();
}

const SORT = {
  id: "c.content_id",
  title: "c.title",
  year: "c.year",
  proveedor_name: "c.proveedor_name",
} as const;

/** The calls' item_type, when given, must be the filter's own (it is fixed at creation). */
function checkItemType(filter: FilterRow, itemType: string | undefined): void {
  if (itemType !== undefined && itemType !== filter.item_type)
    throw new ApiError("invalid_request", { datafield: "item_type" });
}

/** Catalogue contents of the filter's type that are not in it (manual editor, "available"). */
export async function listAvailable(db: Db, scope: Scope, query: AvailableQuery): Promise<ContentPage> {
  const filter = await findFilter(db, scope, query.filter_id);
  checkItemType(filter, query.item_type);
  const base = (search: Search) => availableContents(db, filter, search);
  return page(
    db,
    {
      count: (search) => countOf(base(search)),
      rows: (window) =>
        sortedWindow(
          base(window).select(CONTENT_COLUMNS),
          SORT[query.sort_field],
          "c.content_id",
          query,
          window,
        ),
    },
    query,
  );
}

/** Contents a manual filter names that the catalogue no longer has (§8 null contents). */
export async function danglingCount(db: Db, filterId: number): Promise<number> {
  const row = await db
    .selectFrom("filter_contents as fc")
    .leftJoin("contents as c", "c.content_id", "fc.content_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("fc.filter_id", "=", filterId)
    .where("c.content_id", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The contents of a filter: a manual one's list in its order, an automatic one's criteria evaluated. */
export async function listIncluded(db: Db, scope: Scope, query: IncludedQuery): Promise<IncludedPage> {
  const filter = await findFilter(db, scope, query.id);
  checkItemType(filter, query.item_type);
  const listing =
    filter.type === "M" ? manualListing(db, filter, query) : await automaticListing(db, filter, query);
  const result = await page(db, listing, query);
  return { ...result, dropped: filter.type === "M" ? await danglingCount(db, filter.filter_id) : 0 };
}

function manualListing(db: Db, filter: FilterRow, query: IncludedQuery): Listing {
  const base = (search: Search) =>
    db
      .selectFrom("filter_contents as fc")
      .innerJoin("contents as c", "c.content_id", "fc.content_id")
      .where("fc.filter_id", "=", filter.filter_id)
      .where((eb) =>
        searchCondition(eb as unknown as Catalogue, caseInsensitiveLike(db), search, filter.region),
      );
  const column = query.sort_field === "position" ? "fc.position" : SORT[query.sort_field];
  return {
    count: (search) => countOf(base(search)),
    rows: (window) =>
      sortedWindow(
        base(window).select([...CONTENT_COLUMNS, "fc.position"]),
        column,
        "fc.position",
        query,
        window,
      ),
  };
}

async function automaticListing(db: Db, filter: FilterRow, query: IncludedQuery): Promise<Listing> {
  const rules = await loadRules(db, filter.filter_id);
  const base = (search: Search) =>
    db
      .selectFrom("contents as c")
      .where("c.type_code", "=", filter.item_type)
      .where((eb) => meetsRules(eb, filter.filter_id, rules))
      .where((eb) => searchCondition(eb, caseInsensitiveLike(db), search, filter.region));
  const column = query.sort_field === "position" ? "c.content_id" : SORT[query.sort_field];
  return {
    count: (search) => countOf(base(search)),
    rows: (window) =>
      sortedWindow(base(window).select(CONTENT_COLUMNS), column, "c.content_id", query, window),
  };
}
