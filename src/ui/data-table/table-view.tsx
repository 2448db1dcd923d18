// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid is built from ARIA roles, not <table>
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
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
import { GridHeader } from "./grid-header";
import { handleGridKey } from "./grid-keys";
import { GridRow } from "./grid-row";
import { gridMinWidth, gridTemplate } from "./layout";
import { type MenuTarget, RowMenu } from "./row-menu";
import { indexAtOffset } from "./scaled-scroll";
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

const OVERSCAN = 3;
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
  /** The applied (debounced) search. */
  search: string;
  /** Rendered rows, for a server source to fetch their blocks. */
  onRange?: (first: number, last: number) => void;
};

export function TableView<Row>(props: TableViewProps<Row>) {
  const { t } = useTranslation();
  const { data, visibleColumns: columns, rowKey, sort, search, onActivate, onSelectionChange } = props;
  const { count, rowAt } = data;
  const selectable = props.selectable ?? false;
  const actions = (props.rowActions ?? NO_ACTIONS) as RowAction<Row>[];
  const hasActions = actions.length > 0;
  const rowHeight = props.rowHeight ?? 32;
  const virtual = useScaledVirtual({ count, rowHeight, overscan: OVERSCAN });
  const { first, last, translate } = virtual.window;
  const gridId = useId();
  const [active, setActive] = useState(-1);
  const [anchor, setAnchor] = useState(0);
  const [selection, setSelection] = useState<Selection<Row>>(emptySelection);
  const [menu, setMenu] = useState<MenuTarget<Row> | null>(null);

  const template = useMemo(
    () => gridTemplate(columns, selectable, hasActions),
    [columns, selectable, hasActions],
  );
  const minWidth = useMemo(
    () => gridMinWidth(columns, selectable, hasActions),
    [columns, selectable, hasActions],
  );
  const picked = selectedCount(selection, count);

  const { onRange } = props;
  useEffect(() => onRange?.(first, last), [onRange, first, last]);

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

  const openMenu = (index: number) => {
    if (!hasActions) return;
    const rows = rowsFor(index);
    if (rows.length) setMenu({ index, rows });
  };

  const activate = (index: number) => {
    const row = rowAt(index);
    if (row !== undefined) onActivate?.(row);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const handled = handleGridKey(event, {
      count,
      active,
      pageSize: virtual.pageSize,
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
      openMenu,
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
    const row = rowAt(index);
    const onControl = target.closest("[data-select]") !== null;
    // Controls rendered by a column's cell() keep their own click.
    if (!onControl && target.closest("button, a, input, select, textarea, label, [role=switch]")) return;
    if (!selectable || row === undefined) return setAnchor(index);
    if (event.shiftKey) return setSelection(rangeSelection(anchor, index, count, rowAt, rowKey));
    if (onControl || event.ctrlKey || event.metaKey) toggle(index);
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
    if (event.target === event.currentTarget && active < 0 && count > 0) {
      setActive(indexAtOffset(virtual.scale, first * rowHeight - translate));
    }
  };

  const rendered: ReactElement[] = [];
  for (let index = first; index <= last; index++) {
    const row = rowAt(index);
    rendered.push(
      <GridRow<Row>
        key={index}
        row={row}
        index={index}
        domId={`${gridId}-row-${index}`}
        selected={row !== undefined && isSelected(selection, rowKey(row))}
        active={index === active}
        columns={columns}
        template={template}
        height={rowHeight}
        selectable={selectable}
        hasActions={hasActions}
        selectLabel={t("table.selectRow")}
        actionsLabel={t("table.rowActions")}
      />,
    );
  }
  const activeRendered = active >= first && active <= last;
  const windowHeight = Math.min(virtual.bodyHeight, virtual.scale.spacerHeight);
  const empty = count === 0 && !data.busy && !data.error;

  return (
    <div className="flex h-full min-h-0 flex-col">
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
        aria-activedescendant={activeRendered ? `${gridId}-row-${active}` : undefined}
        aria-busy={data.busy || undefined}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        className="group/grid relative min-h-40 flex-1 overflow-auto rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <GridHeader
          headerRef={virtual.headerRef}
          columns={columns}
          template={template}
          minWidth={minWidth}
          height={rowHeight}
          sort={sort}
          onSort={props.onSort}
          selectable={selectable}
          allState={headerState(selection, count)}
          onToggleAll={() => setSelection(picked > 0 ? emptySelection() : allSelection())}
          hasActions={hasActions}
        />
        <div style={{ height: virtual.scale.spacerHeight, minWidth }}>
          <div className="sticky overflow-hidden" style={{ top: rowHeight, height: windowHeight }}>
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the grid's onKeyDown is the keyboard path */}
            <div
              role="rowgroup"
              onClick={onClick}
              onDoubleClick={(event) => activate(rowIndexOf(event))}
              onContextMenu={onContextMenu}
              style={{ transform: `translateY(${translate}px)` }}
            >
              {rendered}
            </div>
            {hasActions && (
              <RowMenu
                actions={actions}
                target={menu}
                top={menu ? (menu.index - first) * rowHeight + translate : 0}
                height={rowHeight}
                onClose={() => setMenu(null)}
                gridRef={virtual.scrollRef}
              />
            )}
          </div>
        </div>
        {empty && (
          <p className="absolute inset-x-0 top-16 text-center text-sm text-muted-foreground">
            {props.emptyText ?? t(search ? "table.noMatches" : "table.empty")}
          </p>
        )}
      </div>
    </div>
  );
}
