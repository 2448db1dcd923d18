// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid is built from ARIA roles, not <table>
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds focus and points at rows with aria-activedescendant
import { memo, type ReactNode } from "react";
import { ALIGN } from "./layout";
import type { Column } from "./types";

export type GridRowProps<Row> = {
  row: Row | undefined;
  index: number;
  domId: string;
  selected: boolean;
  active: boolean;
  columns: readonly Column<Row>[];
  height: number;
  selectable: boolean;
  hasActions: boolean;
  actionsLabel: string;
};

// Rows re-render on every scroll frame, so they stay lean: plain elements, fixed class strings, no
// component library pieces. The check box is decoration (aria-selected says it); clicks are delegated.
const ROW = "flex items-center border-b text-sm hover:bg-accent [contain:strict]";
const OUTLINE = " outline-ring -outline-offset-2 group-focus/grid:outline-2";
const CELL = " truncate px-2";
const BOX = "mx-auto flex size-4 items-center justify-center rounded-[4px] border text-[11px] leading-none";
const BOX_ON = `${BOX} border-primary bg-primary text-primary-foreground`;
const BOX_OFF = `${BOX} border-input bg-background`;
const MENU_BUTTON =
  "mx-auto flex size-7 items-center justify-center rounded-md text-muted-foreground hover:bg-background hover:text-foreground disabled:opacity-30";
const SKELETON = <span className="inline-block h-3 w-3/4 animate-pulse rounded bg-muted align-middle" />;

function display<Row>(column: Column<Row>, row: Row): ReactNode {
  if (column.cell) return column.cell(row);
  const value = column.value(row);
  return value === null || value === undefined ? "" : String(value);
}

function tooltip<Row>(column: Column<Row>, row: Row, shown: ReactNode): string | undefined {
  if (typeof shown === "string") return shown || undefined;
  const value = column.value(row);
  return value === null || value === undefined || value === "" ? undefined : String(value);
}

/** One body row, memoised: a scroll frame renders only rows whose index or state changed. */
function GridRowImpl<Row>(props: GridRowProps<Row>) {
  const { row, index, selected, active, columns } = props;
  const first = props.selectable ? 1 : 0;
  const tone = selected
    ? " bg-primary/10"
    : active
      ? " bg-accent"
      : index % 2
        ? " bg-muted/40"
        : " bg-background";
  return (
    <div
      role="row"
      id={props.domId}
      aria-rowindex={index + 2}
      aria-selected={selected}
      aria-busy={row === undefined || undefined}
      data-index={index}
      className={ROW + tone + (active ? OUTLINE : "")}
      style={{ height: props.height }}
    >
      {props.selectable && (
        <div role="gridcell" className="c0">
          <span data-select="" aria-hidden="true" className={selected ? BOX_ON : BOX_OFF}>
            {selected && "✓"}
          </span>
        </div>
      )}
      {columns.map((column, c) => {
        const shown = row === undefined ? SKELETON : display(column, row);
        return (
          <div
            role="gridcell"
            key={column.id}
            // The whole text on hover: long cells truncate (Enter opens the row for the keyboard).
            title={row === undefined ? undefined : tooltip(column, row, shown)}
            className={`c${c + first}${CELL}${ALIGN[column.align ?? "left"]}`}
          >
            {shown}
          </div>
        );
      })}
      {props.hasActions && (
        <div role="gridcell" className={`c${columns.length + first}`}>
          <button
            type="button"
            tabIndex={-1}
            data-menu=""
            disabled={row === undefined}
            aria-haspopup="menu"
            aria-label={props.actionsLabel}
            className={MENU_BUTTON}
          >
            <span aria-hidden="true">⋯</span>
          </button>
        </div>
      )}
    </div>
  );
}

export const GridRow = memo(GridRowImpl) as typeof GridRowImpl;
