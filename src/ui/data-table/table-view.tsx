// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid is built from ARIA roles, not <table>
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button";
import { ExportMenu } from "../export/export-menu";
import { ColumnMenu } from "./column-menu";
import { WidgetFailed } from "./error-boundary";
import { GridBody } from "./grid-body";
import { GridHeader } from "./grid-header";
import { handleGridKey } from "./grid-keys";
import { columnRules, gridMinWidth, tableClass } from "./layout";
import type { MenuTarget } from "./row-menu";
import {
  allSelection,
  emptySelection,
  headerState,
  isSelected,
  onlyRows,
  rangeSelection,
  type Selection,
  selectedCount,
  toggleRow,
} from "./selection";
import type { TableData } from "./table-data";
import { TableToolbar } from "./table-toolbar";
import type { Column, DataTableProps, RowAction, SortState } from "./types";
import { useScaledVirtual } from "./use-scaled-virtual";

const NO_ACTIONS: RowAction<never>[] = [];
const CONTROLS = "button, a, input, select, textarea, label, [role=switch], [role=checkbox]";

export type TableViewProps<Row> = DataTableProps<Row> & {
  data: TableData<Row>;
  visibleColumns: Column<Row>[];
  sort: SortState | undefined;
  onSort: (field: string) => void;
  hidden: ReadonlySet<string>;
  onToggleColumn: (id: string) => void;
  searchInput: string;
  onSearchInput: (value: string) => void;
  /** The applied (debounced) search. */
  search: string;
  /** Rendered rows, for a server source to fetch their blocks. */
  onRange?: (first: number, last: number) => void;
};

/** Toolbar + grid: owns the active row, the selection and the row menu; GridBody follows the scroll. */
export function TableView<Row>(props: TableViewProps<Row>) {
  const { t } = useTranslation();
  const { data, visibleColumns: columns, rowKey, sort, search, onActivate, onSelectionChange } = props;
  const { count, rowAt } = data;
  const selectable = props.selectable ?? false;
  const actions = (props.rowActions ?? NO_ACTIONS) as RowAction<Row>[];
  const hasActions = actions.length > 0;
  const rowHeight = props.rowHeight ?? 32;
  const virtual = useScaledVirtual(count, rowHeight);
  const gridId = useId();
  const [active, setActive] = useState(-1);
  const [anchor, setAnchor] = useState(0);
  const [selection, setSelection] = useState<Selection<Row>>(emptySelection);
  const [menu, setMenu] = useState<MenuTarget<Row> | null>(null);

  const scope = tableClass(gridId);
  const rules = useMemo(
    () => columnRules(scope, columns, selectable, hasActions),
    [scope, columns, selectable, hasActions],
  );
  const minWidth = useMemo(
    () => gridMinWidth(columns, selectable, hasActions),
    [columns, selectable, hasActions],
  );
  const picked = selectedCount(selection, count);

  // A new sort or search starts at the top; a new search also drops the selection (it was of other rows).
  const viewKey = `${sort?.field}\u0001${sort?.order}\u0001${search}`;
  const lastView = useRef({ viewKey, search });
  const { scrollToTop } = virtual;
  useEffect(() => {
    if (lastView.current.viewKey === viewKey) return;
    if (lastView.current.search !== search) setSelection(emptySelection());
    lastView.current = { viewKey, search };
    scrollToTop();
    setActive((current) => Math.min(current, 0)); // back to the first row, or still none
    setAnchor(0);
  }, [viewKey, search, scrollToTop]);

  useEffect(() => {
    if (active >= count) setActive(count - 1);
  }, [active, count]);

  const selectedRows = useCallback(
    (current: Selection<Row>): Row[] =>
      current.all
        ? data.loadedRows().filter((row) => !current.rows.has(rowKey(row)))
        : [...current.rows.values()],
    [data, rowKey],
  );

  const reported = useRef(selection);
  useEffect(() => {
    if (reported.current === selection) return;
    reported.current = selection;
    onSelectionChange?.(selectedRows(selection));
  }, [selection, onSelectionChange, selectedRows]);

  /** The rows an action applies to: the selection when the row is part of it, else the row alone. */
  const rowsFor = (index: number): Row[] => {
    const row = rowAt(index);
    if (row === undefined) return [];
    return picked > 1 && isSelected(selection, rowKey(row)) ? selectedRows(selection) : [row];
  };

  const moveTo = (index: number, extend: boolean) => {
    const next = Math.min(Math.max(index, 0), count - 1);
    setActive(next);
    virtual.scrollToIndex(next);
    if (extend) setSelection(rangeSelection(anchor, next, count, rowAt, rowKey));
    else setAnchor(next);
  };

  const toggle = (index: number) => {
    const row = rowAt(index);
    if (row === undefined) return;
    setSelection((current) => toggleRow(current, rowKey(row), row));
    setAnchor(index);
  };

  const openMenu = (index: number, keyboard = false) => {
    if (!hasActions) return;
    const rows = rowsFor(index);
    if (rows.length) setMenu({ index, rows, keyboard });
  };

  const activate = (index: number) => {
    const row = index < 0 ? undefined : rowAt(index);
    if (row !== undefined) onActivate?.(row);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const handled = handleGridKey(event, {
      count,
      active,
      pageSize: virtual.pageSize(),
      selectable,
      actions,
      moveTo,
      toggle,
      selectAll: () => setSelection(allSelection()),
      clear: () => {
        if (picked === 0) return false;
        setSelection(emptySelection());
        return true;
      },
      activate,
      openMenu: (index) => openMenu(index, true),
      runAction: (action, index) => {
        const rows = rowsFor(index);
        if (rows.length) action.run(rows);
      },
    });
    if (!handled) return;
    event.preventDefault();
    event.stopPropagation();
  };

  const rowIndexOf = (event: MouseEvent) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>("[data-index]");
    return element ? Number(element.dataset.index) : -1;
  };

  const onClick = (event: MouseEvent) => {
    const index = rowIndexOf(event);
    if (index < 0) return;
    const target = event.target as HTMLElement;
    virtual.scrollRef.current?.focus({ preventScroll: true });
    setActive(index);
    if (target.closest("[data-menu]")) return openMenu(index);
    // Controls rendered by a column's cell() keep their own click.
    if (target.closest(CONTROLS)) return;
    const row = rowAt(index);
    if (!selectable || row === undefined) return setAnchor(index);
    if (event.shiftKey) return setSelection(rangeSelection(anchor, index, count, rowAt, rowKey));
    if (target.closest("[data-select]") || event.ctrlKey || event.metaKey) toggle(index);
    else setSelection(onlyRows([[rowKey(row), row]]));
    setAnchor(index);
  };

  const onContextMenu = (event: MouseEvent) => {
    const index = rowIndexOf(event);
    if (index < 0 || !hasActions) return;
    event.preventDefault();
    setActive(index);
    openMenu(index);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && active < 0 && count > 0) setActive(virtual.firstVisible());
  };

  const empty = count === 0 && !data.busy && !data.error;

  return (
    <div className={`${scope} flex h-full min-h-0 flex-col`}>
      <style>{rules}</style>
      <TableToolbar
        search={props.searchInput}
        onSearch={props.onSearchInput}
        count={count}
        total={data.total}
        selected={picked}
        allSelected={selection.all}
        busy={data.busy}
      >
        {props.toolbar}
        <ColumnMenu columns={props.columns} hidden={props.hidden} onToggle={props.onToggleColumn} />
        <ExportMenu
          title={props.exportTitle}
          columns={columns.filter((column) => column.exportable !== false)}
          rows={() => data.exportRows(selection)}
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
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        className="group/grid relative min-h-40 flex-1 overflow-auto overscroll-contain rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <GridHeader
          headerRef={virtual.headerRef}
          columns={columns}
          minWidth={minWidth}
          height={rowHeight}
          sort={sort}
          onSort={props.onSort}
          selectable={selectable}
          allState={headerState(selection, count)}
          onToggleAll={() => setSelection(picked > 0 ? emptySelection() : allSelection())}
          hasActions={hasActions}
        />
        <GridBody<Row>
          virtual={virtual}
          gridRef={virtual.scrollRef}
          gridId={gridId}
          count={count}
          rowAt={rowAt}
          rowKey={rowKey}
          selection={selection}
          active={active}
          columns={columns}
          minWidth={minWidth}
          rowHeight={rowHeight}
          selectable={selectable}
          actions={actions}
          actionsLabel={t("table.rowActions")}
          menu={menu}
          onCloseMenu={() => setMenu(null)}
          onRange={props.onRange}
          onClick={onClick}
          onDoubleClick={(event) => activate(rowIndexOf(event))}
          onContextMenu={onContextMenu}
        />
        {empty && (
          <p className="absolute inset-x-0 top-16 text-center text-sm text-muted-foreground">
            {props.emptyText ?? t(search ? "table.noMatches" : "table.empty")}
          </p>
        )}
      </div>
    </div>
  );
}
