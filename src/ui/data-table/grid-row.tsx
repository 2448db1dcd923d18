// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid is built from ARIA roles, not <table>
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds focus and points at rows with aria-activedescendant
import { Ellipsis } from "lucide-react";
import { memo, type ReactNode } from "react";
import { Checkbox } from "../checkbox";
import { cn } from "../cn";
import { alignClass } from "./layout";
import type { Column } from "./types";

export type GridRowProps<Row> = {
  row: Row | undefined;
  index: number;
  domId: string;
  selected: boolean;
  active: boolean;
  columns: readonly Column<Row>[];
  template: string;
  height: number;
  selectable: boolean;
  hasActions: boolean;
  selectLabel: string;
  actionsLabel: string;
};

function display<Row>(column: Column<Row>, row: Row): ReactNode {
  if (column.cell) return column.cell(row);
  const value = column.value(row);
  return value === null || value === undefined ? "" : String(value);
}

/** One body row; memoised so scrolling only renders the rows that come into view. Clicks are delegated. */
function GridRowImpl<Row>(props: GridRowProps<Row>) {
  const { row, index, selected, active, columns, selectable, hasActions } = props;
  return (
    <div
      role="row"
      id={props.domId}
      aria-rowindex={index + 2}
      aria-selected={selected}
      aria-busy={row === undefined || undefined}
      data-index={index}
      data-active={active || undefined}
      className={cn(
        "grid items-center border-b text-sm",
        selected ? "bg-primary/10" : index % 2 ? "bg-muted/40" : "bg-background",
        "hover:bg-accent data-active:bg-accent group-focus/grid:data-active:outline-2 data-active:-outline-offset-2 data-active:outline-ring",
      )}
      style={{ gridTemplateColumns: props.template, height: props.height }}
    >
      {selectable && (
        <div role="gridcell" className="flex justify-center">
          <Checkbox
            checked={selected}
            tabIndex={-1}
            aria-label={props.selectLabel}
            data-select=""
            disabled={!row}
          />
        </div>
      )}
      {columns.map((column) => (
        <div role="gridcell" key={column.id} className={cn("flex min-w-0 px-2", alignClass(column.align))}>
          {row === undefined ? (
            <span className="h-3 w-3/4 animate-pulse rounded bg-muted" />
          ) : (
            <span className="truncate">{display(column, row)}</span>
          )}
        </div>
      ))}
      {hasActions && (
        <div role="gridcell" className="flex justify-center">
          <button
            type="button"
            tabIndex={-1}
            data-menu=""
            disabled={!row}
            aria-haspopup="menu"
            aria-label={props.actionsLabel}
            className="inline-flex size-7 items-center justify-center rounded-md text-muted-foreground hover:bg-background hover:text-foreground disabled:opacity-30 [&_svg]:size-4"
          >
            <Ellipsis />
          </button>
        </div>
      )}
    </div>
  );
}

export const GridRow = memo(GridRowImpl) as typeof GridRowImpl;
