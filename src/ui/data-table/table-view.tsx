// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid is built from ARIA roles, not <table>
import { type ReactNode, useId, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button";
import { ExportMenu } from "../export/export-menu";
import { useLoadFailureAlert } from "../use-load-failure-alert";
import { ColumnMenu } from "./column-menu";
import { columnSizes, SAMPLE_ROWS, type Widths } from "./column-widths";
import { WidgetFailed } from "./error-boundary";
import { GridBody } from "./grid-body";
import { GridHeader } from "./grid-header";
import { columnRules, gridMinWidth, tableClass } from "./layout";
import { headerState } from "./selection";
import type { TableData } from "./table-data";
import { TableToolbar } from "./table-toolbar";
import type { Column, DataTableProps, RowAction, SortState } from "./types";
import { useGridInteraction } from "./use-grid-interaction";
import { useScaledVirtual } from "./use-scaled-virtual";

const NO_ACTIONS: RowAction<never>[] = [];

export type TableViewProps<Row> = DataTableProps<Row> & {
  data: TableData<Row>;
  visibleColumns: Column<Row>[];
  sort: SortState | undefined;
  onSort: (field: string) => void;
  hidden: ReadonlySet<string>;
  onToggleColumn: (id: string) => void;
  searchInput: string;
  onSearchInput: (value: string) => void;
  /** Applies the typed search at once. */
  onSearchSubmit: () => void;
  /** The applied (debounced) search. */
  search: string;
  /** Rendered rows, for a server source to fetch their blocks. */
  onRange?: (first: number, last: number) => void;
  /** Column widths set by hand (by column id), and their setter (null: size by content again). */
  widths: Widths;
  onResize: (columnId: string, width: number | null) => void;
  /** Under the grid (a paged table's pagination). */
  footer?: ReactNode;
};

/** Toolbar + grid. The grid element scrolls; GridBody alone follows the scroll position. */
export function TableView<Row>(props: TableViewProps<Row>) {
  const { t } = useTranslation();
  const { data, visibleColumns: columns, search } = props;
  const { count } = data;
  const selectable = props.selectable ?? false;
  const actions = (props.rowActions ?? NO_ACTIONS) as RowAction<Row>[];
  const hasActions = actions.length > 0;
  const rowHeight = props.rowHeight ?? 32;
  const virtual = useScaledVirtual(count, rowHeight);
  const grid = useGridInteraction({ ...props, data, selectable, actions, virtual });
  const gridId = useId();
  const scope = tableClass(gridId);
  // Sized to the first rows once they are there; not again on every sort or scroll (columns would jump).
  const sample = useRef<Row[]>([]);
  sample.current = [];
  for (let index = 0; index < Math.min(count, SAMPLE_ROWS); index++) {
    const row = data.rowAt(index);
    if (row !== undefined) sample.current.push(row);
  }
  const sampled = sample.current.length > 0;
  const { widths } = props;
  const sizes = useMemo(
    () => columnSizes(columns, sampled ? sample.current : [], widths),
    [columns, sampled, widths],
  );
  const rules = useMemo(
    () => columnRules(scope, sizes, selectable, hasActions),
    [scope, sizes, selectable, hasActions],
  );
  const minWidth = useMemo(
    () => gridMinWidth(sizes, selectable, hasActions),
    [sizes, selectable, hasActions],
  );
  const empty = count === 0 && !data.busy && !data.error;
  useLoadFailureAlert(data.error);

  return (
    <div className={`${scope} flex h-full min-h-0 flex-col`}>
      <style>{rules}</style>
      <TableToolbar
        search={props.searchInput}
        onSearch={props.onSearchInput}
        onSubmit={props.onSearchSubmit}
        count={data.listed ?? count}
        total={data.total}
        selected={grid.picked}
        allSelected={grid.selection.all}
        busy={data.busy}
      >
        {props.toolbar}
        <ColumnMenu columns={props.columns} hidden={props.hidden} onToggle={props.onToggleColumn} />
        <ExportMenu
          title={props.exportTitle}
          columns={columns.filter((column) => column.exportable !== false)}
          rows={() => data.exportRows(grid.selection)}
        />
      </TableToolbar>
      {data.error && (
        <div className="flex items-center gap-2 pb-2">
          <WidgetFailed message={data.error.message} />
          {data.retry && (
            <Button variant="outline" size="sm" onClick={data.retry}>
              {t("table.retry")}
            </Button>
          )}
        </div>
      )}
      <div
        ref={virtual.scrollRef}
        role="grid"
        tabIndex={0}
        aria-label={props.ariaLabel}
        aria-rowcount={count + 1}
        aria-colcount={columns.length + (selectable ? 1 : 0) + (hasActions ? 1 : 0)}
        aria-multiselectable={selectable || undefined}
        aria-busy={data.busy || undefined}
        onKeyDown={grid.onKeyDown}
        onFocus={grid.onFocus}
        className="group/grid relative max-h-screen min-h-40 flex-1 overflow-auto overscroll-contain rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <GridHeader
          headerRef={virtual.headerRef}
          columns={columns}
          minWidth={minWidth}
          height={rowHeight}
          sort={props.sort}
          onSort={props.onSort}
          selectable={selectable}
          allState={headerState(grid.selection, count)}
          onToggleAll={grid.toggleAll}
          hasActions={hasActions}
          sizes={sizes}
          onResize={props.onResize}
        />
        <GridBody<Row>
          virtual={virtual}
          gridRef={virtual.scrollRef}
          gridId={gridId}
          count={count}
          rowAt={data.rowAt}
          rowKey={props.rowKey}
          selection={grid.selection}
          active={grid.active}
          columns={columns}
          minWidth={minWidth}
          rowHeight={rowHeight}
          selectable={selectable}
          actions={actions}
          actionsLabel={t("table.rowActions")}
          menu={grid.menu}
          onCloseMenu={grid.closeMenu}
          onRange={props.onRange}
          onClick={grid.onClick}
          onDoubleClick={grid.onDoubleClick}
          onContextMenu={grid.onContextMenu}
        />
        {empty && (
          <p className="absolute inset-x-0 top-16 text-center text-sm text-muted-foreground">
            {props.emptyText ?? t(search ? "table.noMatches" : "table.empty")}
          </p>
        )}
      </div>
      {props.footer}
    </div>
  );
}
