// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid is built from ARIA roles, not <table>
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid holds focus and points at rows with aria-activedescendant
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../checkbox";
import { cn } from "../cn";
import { ColumnResizer } from "./column-resizer";
import type { ColumnSize } from "./column-widths";
import { sortField } from "./layout";
import type { Column, SortState } from "./types";

type Props<Row> = {
  headerRef: Ref<HTMLDivElement>;
  columns: readonly Column<Row>[];
  minWidth: number;
  height: number;
  sort: SortState | undefined;
  onSort: (field: string) => void;
  selectable: boolean;
  allState: boolean | "indeterminate";
  onToggleAll: () => void;
  hasActions: boolean;
  sizes: readonly ColumnSize[];
  onResize(columnId: string, width: number | null): void;
};

function ariaSort(order: SortState["order"] | null): "ascending" | "descending" | "none" {
  return order === "asc" ? "ascending" : order === "desc" ? "descending" : "none";
}

/** Sticky header row: sortable headers are buttons (click or Enter), the first cell selects all. */
export function GridHeader<Row>(props: Props<Row>) {
  const { t } = useTranslation();
  const { columns, sort, onSort } = props;
  const offset = props.selectable ? 1 : 0;
  return (
    <div
      ref={props.headerRef}
      role="rowgroup"
      className="sticky top-0 z-10 bg-muted shadow-[0_1px_0_var(--color-border)]"
      style={{ minWidth: props.minWidth }}
    >
      <div role="row" aria-rowindex={1} className="flex" style={{ height: props.height }}>
        {props.selectable && (
          <div role="columnheader" className="c0 flex items-center justify-center">
            <Checkbox
              checked={props.allState}
              onCheckedChange={props.onToggleAll}
              aria-label={t("table.selectAll")}
            />
          </div>
        )}
        {columns.map((column, c) => {
          const order = sort?.field === sortField(column) ? sort.order : null;
          const Icon = order === "asc" ? ArrowUp : order === "desc" ? ArrowDown : ArrowUpDown;
          return (
            <div
              role="columnheader"
              key={column.id}
              // Named by its header alone: its resize handle has a name of its own.
              aria-label={column.header}
              aria-sort={column.sortable ? ariaSort(order) : undefined}
              className={cn(
                `c${c + offset} relative flex items-center px-2 text-xs font-semibold`,
                column.align === "right" && "justify-end",
                column.align === "center" && "justify-center",
              )}
            >
              {column.sortable ? (
                <button
                  type="button"
                  onClick={() => onSort(sortField(column))}
                  title={t("table.sortBy", { column: column.header })}
                  className="inline-flex min-w-0 items-center gap-1 rounded-sm outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="truncate">{column.header}</span>
                  <Icon aria-hidden="true" className={cn("size-3.5 shrink-0", !order && "opacity-40")} />
                </button>
              ) : (
                <span className="truncate">{column.header}</span>
              )}
              <ColumnResizer
                label={t("table.resizeColumn", { column: column.header })}
                hint={t("table.resizeHint")}
                width={props.sizes[c]?.width ?? 0}
                onResize={(width) => props.onResize(column.id, width)}
              />
            </div>
          );
        })}
        {props.hasActions && (
          <div role="columnheader" className={`c${columns.length + offset}`}>
            <span className="sr-only">{t("table.actionsColumn")}</span>
          </div>
        )}
      </div>
    </div>
  );
}
