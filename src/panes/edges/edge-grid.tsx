// biome-ignore-all lint/a11y/useSemanticElements: a tree grid is built from ARIA roles, not <table>
// biome-ignore-all lint/a11y/useFocusableInteractive: the tree grid holds focus and points at rows with aria-activedescendant
import { type KeyboardEvent, type RefObject, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Edge, EdgeArea, EdgeUser, HistogramEntry } from "../../contract/dashboard";
import { cn } from "../../ui/cn";
import { edgeColumns } from "./edge-columns";
import { isNavigable, parentIndex, step, type TreeRow } from "./edge-rows";
import { EdgeTreeRow } from "./edge-tree-row";

type Props = {
  area: EdgeArea;
  label: string;
  rows: readonly TreeRow[];
  /** Edges drawn in the chart. */
  charted: ReadonlySet<string>;
  gridRef: RefObject<HTMLDivElement | null>;
  onToggleExpand(edgeId: string): void;
  onToggleChart(edgeId: string): void;
  onMoreInfo(edge: Edge): void;
  onOpenUser(user: EdgeUser): void;
  onShowHour(entry: HistogramEntry): void;
};

/**
 * The edge list (spec 2 §2): a tree grid whose expanded rows show child tables. The grid keeps the focus and
 * points at its active row; the active row is remembered by key, so a refresh that reorders the edges keeps
 * the cursor on the same edge. ↑↓ move, → expands (or enters the children), ← collapses (or goes back to
 * the edge), Space draws or removes the edge in the chart, Enter opens (users, a user's devices, an hour).
 */
export function EdgeGrid(props: Props) {
  const { t } = useTranslation();
  const { rows } = props;
  const id = useId();
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const found = rows.findIndex((row) => row.key === activeKey);
  const active = found >= 0 ? found : rows.findIndex(isNavigable);
  const activeRow = rows[active];
  const rowId = (key: string) => `${id}-${key.replace(/[^\w-]/g, "_")}`;

  const move = (index: number) => {
    const row = rows[index];
    if (!row) return;
    setActiveKey(row.key);
    document.getElementById(rowId(row.key))?.scrollIntoView({ block: "nearest" });
  };

  const activate = (row: TreeRow) => {
    if (row.kind === "edge") props.onMoreInfo(row.edge);
    else if (row.kind === "user") props.onOpenUser(row.user);
    else if (row.kind === "hour") props.onShowHour(row.entry);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!activeRow || event.altKey || event.ctrlKey || event.metaKey) return;
    const row = activeRow;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(step(rows, active, 1)),
      ArrowUp: () => move(step(rows, active, -1)),
      Home: () => move(rows.findIndex(isNavigable)),
      End: () => move(step(rows, rows.length, -1)),
      ArrowRight: () => {
        if (row.kind !== "edge") return;
        if (row.expanded) move(step(rows, active, 1));
        else props.onToggleExpand(row.edge.id);
      },
      ArrowLeft: () => {
        if (row.kind !== "edge") move(parentIndex(rows, active));
        else if (row.expanded) props.onToggleExpand(row.edge.id);
      },
      " ": () => row.kind === "edge" && props.onToggleChart(row.edge.id),
      Enter: () => activate(row),
    };
    const handler = keys[event.key];
    if (!handler) return;
    event.preventDefault();
    handler();
  };

  return (
    <div
      ref={props.gridRef}
      role="treegrid"
      tabIndex={0}
      aria-label={props.label}
      aria-rowcount={rows.length + 1}
      aria-multiselectable
      aria-activedescendant={activeRow ? rowId(activeRow.key) : undefined}
      onKeyDown={onKeyDown}
      className="group/grid min-w-0 overflow-auto rounded-md border text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div
        role="row"
        aria-rowindex={1}
        className={cn(edgeColumns(props.area), "sticky top-0 z-10 border-b bg-muted font-medium")}
      >
        <span role="columnheader">
          <span className="sr-only">{t("edges.edges.columns.expand")}</span>
        </span>
        <span role="columnheader">{t("edges.edges.columns.edge")}</span>
        <span role="columnheader">{t("edges.edges.columns.site")}</span>
        <span role="columnheader">{t("edges.edges.columns.host")}</span>
        <span role="columnheader" className="text-right">
          {t("edges.edges.columns.errors")}
        </span>
        {props.area !== "api" && (
          <span role="columnheader" className="text-right">
            {t(`edges.counts.${props.area === "video" ? "chunks" : "visualizations"}`)}
          </span>
        )}
        <span role="columnheader" className="text-center">
          {t("edges.edges.columns.chart")}
        </span>
        <span role="columnheader">{t("edges.edges.columns.actions")}</span>
      </div>
      {rows.map((row, index) => (
        <EdgeTreeRow
          key={row.key}
          row={row}
          domId={rowId(row.key)}
          rowIndex={index + 2}
          area={props.area}
          active={index === active}
          charted={row.kind === "edge" && props.charted.has(row.edge.id)}
          onPick={() => isNavigable(row) && setActiveKey(row.key)}
          onToggleExpand={props.onToggleExpand}
          onToggleChart={props.onToggleChart}
          onActivate={() => activate(row)}
        />
      ))}
    </div>
  );
}
