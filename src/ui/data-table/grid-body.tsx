// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid is built from ARIA roles, not <table>
import {
  type MouseEventHandler,
  type ReactElement,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useSyncExternalStore,
} from "react";
import { GridRow } from "./grid-row";
import { type MenuTarget, RowMenu } from "./row-menu";
import { rowWindow } from "./scaled-scroll";
import { inBase, isSelected, type Selection } from "./selection";
import type { Column, RowAction, RowKey } from "./types";
import type { ScaledVirtual } from "./use-scaled-virtual";

// Rows sit in a sticky window that never scrolls on its own, so overscan only needs to cover rounding.
const OVERSCAN = 1;

type Props<Row> = {
  virtual: ScaledVirtual;
  gridRef: RefObject<HTMLDivElement | null>;
  gridId: string;
  count: number;
  rowAt: (index: number) => Row | undefined;
  rowKey: (row: Row) => RowKey;
  selection: Selection<Row>;
  active: number;
  columns: readonly Column<Row>[];
  minWidth: number;
  rowHeight: number;
  selectable: boolean;
  actions: readonly RowAction<Row>[];
  actionsLabel: string;
  menu: MenuTarget<Row> | null;
  onCloseMenu: () => void;
  onRange?: (first: number, last: number) => void;
  onClick: MouseEventHandler;
  onDoubleClick: MouseEventHandler;
  onContextMenu: MouseEventHandler;
};

const rowDomId = (gridId: string, index: number) => `${gridId}-row-${index}`;

/**
 * The rendered window of rows. It alone follows the scroll position, so a scroll frame renders only the
 * rows, never the toolbar or header. Rows are keyed by slot (index modulo the window size): a row leaving
 * the window hands its DOM to the row coming in instead of being destroyed and rebuilt.
 */
export function GridBody<Row>(props: Props<Row>) {
  const { virtual, gridRef, gridId, count, rowAt, rowKey, selection, active, rowHeight, actions } = props;
  const top = useSyncExternalStore(virtual.subscribe, virtual.getScrollTop, virtual.getScrollTop);
  const { first, last, translate } = rowWindow(virtual.scale, virtual.offsetAt(top, virtual.scale), OVERSCAN);
  const slots = Math.max(1, last - first + 1);

  const { onRange } = props;
  useEffect(() => onRange?.(first, last), [onRange, first, last]);

  // aria-activedescendant may only name a row that exists: kept here, where the window is known.
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    if (active >= first && active <= last)
      grid.setAttribute("aria-activedescendant", rowDomId(gridId, active));
    else grid.removeAttribute("aria-activedescendant");
  }, [gridRef, gridId, active, first, last]);

  const rows: ReactElement[] = [];
  for (let index = first; index <= last; index++) {
    const row = rowAt(index);
    rows.push(
      <GridRow<Row>
        key={index % slots}
        row={row}
        index={index}
        domId={rowDomId(gridId, index)}
        // A row of a selected range shows selected while its block loads.
        selected={row === undefined ? inBase(selection, index) : isSelected(selection, index, rowKey(row))}
        active={index === active}
        columns={props.columns}
        height={rowHeight}
        selectable={props.selectable}
        hasActions={actions.length > 0}
        actionsLabel={props.actionsLabel}
      />,
    );
  }
  const menu = props.menu;
  return (
    <div style={{ height: virtual.scale.spacerHeight, minWidth: props.minWidth }}>
      <div
        className="sticky overflow-hidden [contain:layout_paint_style]"
        style={{ top: rowHeight, height: Math.min(virtual.bodyHeight, virtual.scale.spacerHeight) }}
      >
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the grid's onKeyDown is the keyboard path */}
        <div
          role="rowgroup"
          onClick={props.onClick}
          onDoubleClick={props.onDoubleClick}
          onContextMenu={props.onContextMenu}
          className="will-change-transform"
          style={{ transform: `translateY(${translate}px)` }}
        >
          {rows}
        </div>
        {menu && count > 0 && (
          <RowMenu
            actions={actions}
            target={menu}
            top={Math.min(
              Math.max((menu.index - first) * rowHeight + translate, 0),
              virtual.bodyHeight - rowHeight,
            )}
            height={rowHeight}
            onClose={props.onCloseMenu}
            gridRef={gridRef}
          />
        )}
      </div>
    </div>
  );
}
