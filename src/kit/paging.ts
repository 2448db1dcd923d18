import {
  type PagedCall,
  type PagedRequest,
  type PageWindow,
  type PagingDialect,
  pageLimitOf,
} from "../contract/paging";
import type { PageRequest, PageResult, ServerSource, SortOrder } from "../ui/data-table";

// The three paging dialects of the specs' server-side lists, as the contract's paged request
// (src/contract/paging.ts) the calls take as it is. The data table asks for rows `from`, `quantity` at a
// time; a dialect names them the way its calls do and carries its lists' page size (rows per request) and
// search delay (the pause after typing before asking).

export type Dialect<Request> = {
  pageSize: number;
  searchDelayMs: number;
  request(page: PageRequest, defaultSort: { field: string; order: SortOrder }): Request;
};

type Options = { pageSize?: number; searchDelayMs?: number };

function sorted<Field extends string>(page: PageRequest, fallback: { field: string; order: SortOrder }) {
  return {
    sort_field: (page.sort?.field ?? fallback.field) as Field,
    sort_order: page.sort?.order ?? fallback.order,
    search: page.search,
  };
}

/** A dialect from its names for the window's first row and size, and its lists' page size and search delay. */
function dialect<Field extends string, D extends PagingDialect>(
  first: keyof PageWindow<D>,
  size: keyof PageWindow<D>,
  options: Required<Options>,
): Dialect<PagedRequest<Field, D>> {
  return {
    ...options,
    request: (page, fallback) =>
      ({ ...sorted<Field>(page, fallback), [first]: page.from, [size]: page.quantity }) as PagedRequest<
        Field,
        D
      >,
  };
}

/**
 * DataTables' start/length (spec 1's system lists, spec 2's edge tables). Spec 1 gives no figures for its
 * lists: 100 rows a request, a search 400 ms after the last key.
 */
export const startLength = <Field extends string>({ pageSize = 100, searchDelayMs = 400 }: Options = {}) =>
  dialect<Field, "startLength">("start", "length", { pageSize, searchDelayMs });

/**
 * from/rpp, rows per page (spec 1's logs, spec 2's mails). Spec 2 §9's mails: 15 rows a page (of
 * 5/15/25/50), a search 2 s after the last key.
 */
export const fromRpp = <Field extends string>({ pageSize = 15, searchDelayMs = 2000 }: Options = {}) =>
  dialect<Field, "fromRpp">("from", "rpp", { pageSize, searchDelayMs });

/**
 * draw/from/quantity, "the shared convention" (spec 2's filters and edges). Spec 2 §9's filters: 25 rows a
 * page (of 10/25/50), a search 1500 ms after the last key.
 */
export const fromQuantity = <Field extends string>({ pageSize = 25, searchDelayMs = 1500 }: Options = {}) =>
  dialect<Field, "fromQuantity">("from", "quantity", { pageSize, searchDelayMs });

/** The answer of DataTables-shaped lists: `data`, `recordsTotal`, `recordsFiltered`. */
export function dataTablesPage<Row>(page: { data: Row[]; recordsTotal: number; recordsFiltered: number }) {
  return { rows: page.data, total: page.recordsTotal, filtered: page.recordsFiltered };
}

type ServerList<Request, Answer, Row> = {
  /** Every variable of the list (region and tenant included). */
  queryKey: readonly unknown[];
  dialect: Dialect<Request>;
  defaultSort: { field: string; order: SortOrder };
  fetch(request: Request): Promise<Answer>;
  read(answer: Answer): PageResult<Row>;
  /** The call behind fetch: its declared page-size maximum bounds every request (an export pages within it). */
  call: PagedCall;
  /** A page at a time with numeric pagination, and these page sizes to choose from (ServerSource.paging). */
  paging?: ServerSource<Row>["paging"];
  /** How a failed request reads in the table (its spec's text), instead of the error's own message. */
  failure?(error: unknown): string;
};

/** A server-side list for the data table, in its calls' dialect. */
export function serverList<Request, Answer, Row>(list: ServerList<Request, Answer, Row>): ServerSource<Row> {
  const { dialect, defaultSort } = list;
  return {
    kind: "server",
    queryKey: list.queryKey,
    pageSize: dialect.pageSize,
    searchDelayMs: dialect.searchDelayMs,
    pageLimit: pageLimitOf(list.call),
    paging: list.paging,
    defaultSort,
    fetchPage: async (page) => {
      const answer = await list.fetch(dialect.request(page, defaultSort)).catch((error: unknown) => {
        throw list.failure ? new Error(list.failure(error)) : error;
      });
      return list.read(answer);
    },
  };
}
