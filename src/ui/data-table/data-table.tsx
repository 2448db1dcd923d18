import { type JSX, useCallback, useEffect, useMemo, useState } from "react";
import { ClientTable } from "./client-table";
import { loadWidths, saveWidths, type Widths } from "./column-widths";
import { TableErrorBoundary } from "./error-boundary";
import { PagedServerTable } from "./paged-server-table";
import { ServerTable } from "./server-table";
import type { DataTableProps, SortState } from "./types";
import { useFlushableDebounce } from "./use-debounced";

const SERVER_SEARCH_DELAY_MS = 400;
/** Client tables this large search after a short pause instead of on every key. */
const LARGE_CLIENT_ROWS = 20_000;
const CLIENT_SEARCH_DELAY_MS = 200;

/**
 * The one data table of the product: virtualised rows (past 1,000,000), client or server data, sort,
 * search, column visibility, keyboard navigation and selection, a row action menu and export.
 */
export function DataTable<Row>(props: DataTableProps<Row>): JSX.Element {
  return (
    <TableErrorBoundary>
      <DataTableRoot {...props} />
    </TableErrorBoundary>
  );
}

function DataTableRoot<Row>(props: DataTableProps<Row>) {
  const { columns, source } = props;
  const [sort, setSort] = useState<SortState | undefined>(props.initialSort);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(columns.filter((column) => column.hidden).map((column) => column.id)),
  );
  const [searchInput, setSearchInput] = useState("");
  // Widths set by hand are remembered per table (its export title names it).
  const table = props.exportTitle;
  const [widths, setWidths] = useState<Widths>(() => loadWidths(table));
  useEffect(() => saveWidths(table, widths), [table, widths]);
  const onResize = useCallback(
    (id: string, width: number | null) =>
      setWidths(({ [id]: _, ...rest }) => (width === null ? rest : { ...rest, [id]: width })),
    [],
  );
  const delay =
    source.kind === "server"
      ? (source.searchDelayMs ?? SERVER_SEARCH_DELAY_MS)
      : source.rows.length > LARGE_CLIENT_ROWS
        ? CLIENT_SEARCH_DELAY_MS
        : 0;
  // Enter applies the search at once (spec 2 §5: the content tables search on Enter).
  const [search, submitSearch] = useFlushableDebounce(searchInput.trim(), delay);
  const visibleColumns = useMemo(() => columns.filter((column) => !hidden.has(column.id)), [columns, hidden]);

  const onSort = useCallback(
    (field: string) =>
      setSort((current) => ({
        field,
        order: current?.field === field && current.order === "asc" ? "desc" : "asc",
      })),
    [],
  );
  const onToggleColumn = useCallback(
    (id: string) =>
      setHidden((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const shared = {
    ...props,
    visibleColumns,
    sort,
    onSort,
    hidden,
    onToggleColumn,
    searchInput,
    onSearchInput: setSearchInput,
    onSearchSubmit: submitSearch,
    search,
    widths,
    onResize,
  };
  if (source.kind === "server" && source.paging) return <PagedServerTable {...shared} source={source} />;
  return source.kind === "server" ? (
    <ServerTable {...shared} source={source} />
  ) : (
    <ClientTable {...shared} source={source} />
  );
}
