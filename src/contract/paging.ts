import { z } from "zod";

// One paged-list request for every server-side list, in the wire's names: a window of rows in the call's
// paging dialect, the sort and the search. The calls declare their query from these fields, the server's
// handlers hand the parsed query to their stores as it is, and the console's list kit builds it
// (src/kit/paging.ts): no list renames its fields on the way.

export const sortOrder = z.enum(["asc", "desc"]);
export type SortOrder = z.output<typeof sortOrder>;

/** The names each dialect gives a page's first row and its size: DataTables', from/rpp, from/quantity. */
type WindowNames = {
  startLength: "start" | "length";
  fromRpp: "from" | "rpp";
  fromQuantity: "from" | "quantity";
};
export type PagingDialect = keyof WindowNames;
export type PageWindow<Dialect extends PagingDialect> = Record<WindowNames[Dialect], number>;

/** What the console asks a page with: its window, sort column and order, and search ('' for none). */
export type PagedRequest<Field extends string, Dialect extends PagingDialect> = PageWindow<Dialect> & {
  sort_field: Field;
  sort_order: SortOrder;
  search: string;
};

/** The same request as a handler receives it, parsed: the search may be absent. */
export type PagedQuery<Field extends string, Dialect extends PagingDialect> = Omit<
  PagedRequest<Field, Dialect>,
  "search"
> & { search?: string };

/** DataTables' request counter, echoed in the answer. */
export const draw = z.coerce.number<number>().int().min(0).default(1);

const firstRow = z.coerce.number<number>().int().min(0).default(0);
const rows = (max: number, fallback: number) =>
  z.coerce.number<number>().int().min(1).max(max).default(fallback);

/** The window's fields of a call paged from/rpp or from/quantity: at most `max` rows, `fallback` when absent. */
export const pageWindow = {
  fromRpp: (max: number, fallback: number) =>
    ({ from: firstRow, rpp: rows(max, fallback) }) satisfies Record<WindowNames["fromRpp"], z.ZodType>,
  fromQuantity: (max: number, fallback: number) =>
    ({ from: firstRow, quantity: rows(max, fallback) }) satisfies Record<
      WindowNames["fromQuantity"],
      z.ZodType
    >,
};

/** The sort and search fields of a paged call: its sortable columns and the sort when none is asked. */
export function sortedSearch<const Fields extends readonly [string, ...string[]]>(
  fields: Fields,
  fallback: { field: Fields[number]; order: SortOrder },
) {
  return {
    sort_field: z.enum(fields).default(fallback.field),
    sort_order: sortOrder.default(fallback.order),
    search: z.string().trim().max(200).optional(),
  };
}

/** A declared call (src/contract/define.ts) read for its paging. */
export type PagedCall = { readonly query?: z.ZodObject };

/** The fields that carry a page's size, in every dialect the calls use. */
const SIZE_FIELDS = ["quantity", "rpp", "length"] as const;

/**
 * Most rows a paged call answers one request: the maximum its query declares for the page size. The console's
 * server tables page an export within it (asking more is a 400), so the limit is read from the call, not
 * written again beside the table.
 */
export function pageLimitOf(call: PagedCall): number {
  const shape = call.query?.shape ?? {};
  for (const name of SIZE_FIELDS) {
    let field: unknown = shape[name];
    while (field instanceof z.ZodDefault || field instanceof z.ZodOptional) field = field.unwrap();
    if (field instanceof z.ZodNumber && field.maxValue !== null && Number.isFinite(field.maxValue))
      return field.maxValue;
  }
  throw new Error("pageLimitOf: the call declares no bounded page size (quantity, rpp or length)");
}

/** A page in DataTables' answer: the request counter echoed, the counts, and the page's rows. */
export function dataTablesAnswer<Row extends z.ZodType>(row: Row) {
  return z.object({
    draw: z.int(),
    recordsTotal: z.int(),
    recordsFiltered: z.int(),
    data: z.array(row),
  });
}
