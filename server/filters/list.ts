import type { z } from "zod";
import type { Filter, FilterList, filterCalls } from "../../src/contract/filters.ts";
import { neutralise } from "../../src/contract/spreadsheet-text.ts";
import { caseInsensitiveLike } from "../db/database.ts";
import type { Actor } from "./actor.ts";
import { nullsLowest } from "./order.ts";
import { type FilterRow, toFilter } from "./rows.ts";
import type { FiltersDb as Db } from "./tables.ts";

export type ListQuery = z.output<typeof filterCalls.listFilters.query>;
type Scope = Pick<Actor, "region" | "tenant">;

const SORT_COLUMN = {
  filter_id: "filter_id",
  name: "name",
  description: "description",
  type: "type",
  item_type: "item_type",
  status: "status",
  modified_date: "modified_date",
  publish_date: "publish_date",
} as const;

/** The filters of the region and tenant that match the list's status, type and search. */
function matching(db: Db, scope: Scope, query: Omit<ListQuery, "from" | "quantity" | "draw">) {
  const like = caseInsensitiveLike(db);
  const search = query.search;
  return db
    .selectFrom("filters")
    .where("region", "=", scope.region)
    .where("tenant_code", "=", scope.tenant)
    .$if(query.status !== "", (q) => q.where("status", "=", query.status as "ACT"))
    .$if(query.type !== "", (q) => q.where("type", "=", query.type as "M"))
    .$if(query.item_type !== "", (q) => q.where("item_type", "=", query.item_type as "G"))
    .$if(search !== "", (q) =>
      q.where((eb) =>
        eb.or([
          eb("name", like, `%${search}%`),
          eb("description", like, `%${search}%`),
          ...(/^\d+$/.test(search) ? [eb("filter_id", "=", Number(search))] : []),
        ]),
      ),
    );
}

/** How many catalogue contents each manual filter holds (automatic ones are evaluated on demand only). */
export async function manualCounts(db: Db, rows: readonly FilterRow[]): Promise<Map<number, number>> {
  const ids = rows.filter((row) => row.type === "M").map((row) => row.filter_id);
  if (ids.length === 0) return new Map();
  const counts = await db
    .selectFrom("filter_contents as fc")
    .innerJoin("contents as c", "c.content_id", "fc.content_id")
    .select(["fc.filter_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("fc.filter_id", "in", ids)
    .groupBy("fc.filter_id")
    .execute();
  return new Map(counts.map((row) => [row.filter_id, Number(row.n)]));
}

/** services/v2/filters list (spec 2 §7): a page of filters with total and totalFiltered. */
export async function listFilters(db: Db, scope: Scope, query: ListQuery): Promise<FilterList> {
  const column = SORT_COLUMN[query.sort_field];
  const rows = await matching(db, scope, query)
    .selectAll()
    .orderBy(column, nullsLowest(query.sort_order))
    .orderBy("filter_id", query.sort_order)
    .limit(query.quantity)
    .offset(query.from)
    .execute();
  const count = (q: ReturnType<typeof matching>) =>
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const everything = {
    search: "",
    status: "",
    type: "",
    item_type: "",
    sort_field: "filter_id",
    sort_order: "asc",
  } as const;
  const [filtered, total] = await Promise.all([
    count(matching(db, scope, query)),
    count(matching(db, scope, everything)),
  ]);
  const counts = await manualCounts(db, rows);
  return {
    draw: query.draw,
    filters: rows.map((row) => toFilter(row, counts.get(row.filter_id) ?? 0)),
    total: Number(total.n),
    totalFiltered: Number(filtered.n),
  };
}

const CSV_COLUMNS: [string, (filter: Filter) => string | number | null][] = [
  ["ID", (f) => f.filter_id],
  ["Nombre", (f) => f.name],
  ["Descripción", (f) => f.description],
  ["Tipo", (f) => (f.type === "M" ? "Manual" : "Automático")],
  ["Contenido", (f) => f.description_item_type],
  ["Condición", (f) => (f.status === "ACT" ? "Activo" : "Inactivo")],
  ["Modificación", (f) => f.user_data.modified_date],
  ["Publicación", (f) => f.user_data.publish_date],
];

/** A CSV field: quoted, and formula-like text neutralised as the console's export does, so a spreadsheet never runs it. */
export function csvField(value: string | number | null): string {
  const safe = String(neutralise(value) ?? "");
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The list export's column headers, in the file's order (its audit row names them). */
export const FILTERS_CSV_COLUMNS = CSV_COLUMNS.map(([header]) => header);

/**
 * Export of the list as CSV (spec 2 §7): every filter matching the list's criteria, in its order, and how
 * many rows it holds (for its audit row).
 */
export async function exportFiltersCsv(
  db: Db,
  scope: Scope,
  query: ListQuery,
): Promise<{ csv: string; rows: number }> {
  const rows = await matching(db, scope, query)
    .selectAll()
    .orderBy(SORT_COLUMN[query.sort_field], nullsLowest(query.sort_order))
    .orderBy("filter_id", query.sort_order)
    .execute();
  const lines = [CSV_COLUMNS.map(([header]) => csvField(header)).join(",")];
  for (const row of rows) {
    const filter = toFilter(row, null);
    lines.push(CSV_COLUMNS.map(([, value]) => csvField(value(filter))).join(","));
  }
  return { csv: `\uFEFF${lines.join("\r\n")}\r\n`, rows: rows.length };
}
