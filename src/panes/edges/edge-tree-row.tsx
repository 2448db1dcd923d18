// biome-ignore-all lint/a11y/useSemanticElements: a tree grid is built from ARIA roles, not <table>

// biome-ignore-all lint/a11y/useFocusableInteractive: the tree grid holds focus and points at rows with aria-activedescendant
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the tree grid's onKeyDown is the keyboard path
import { ChevronRight, CircleArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EdgeArea } from "../../contract/dashboard";
import { cn } from "../../ui/cn";
import { ErrorBadge, extraCount } from "./counts";
import { edgeColumns } from "./edge-columns";
import type { TreeRow } from "./edge-rows";
import { formatDateTime, formatNumber } from "./format";

type Props = {
  row: TreeRow;
  domId: string;
  rowIndex: number;
  area: EdgeArea;
  active: boolean;
  charted: boolean;
  onPick(): void;
  onToggleExpand(edgeId: string): void;
  onToggleChart(edgeId: string): void;
  onActivate(): void;
};

const ROW = "border-b outline-ring -outline-offset-2";
const ACTIVE = " bg-accent group-focus/grid:outline-2";
const ICON_BUTTON =
  "flex size-7 items-center justify-center rounded-md text-muted-foreground hover:bg-background hover:text-foreground";

export function EdgeTreeRow(props: Props) {
  const { t, i18n } = useTranslation();
  const { row, area } = props;
  const common = { id: props.domId, "aria-rowindex": props.rowIndex, onClick: props.onPick } as const;
  const tone = props.active ? ACTIVE : "";

  if (row.kind === "edge") {
    const { edge } = row;
    const extra = extraCount(area, edge);
    return (
      <div
        role="row"
        {...common}
        aria-level={1}
        aria-expanded={row.expanded}
        aria-selected={props.charted}
        onDoubleClick={props.onActivate}
        className={cn(edgeColumns(area), ROW, tone)}
      >
        <span role="gridcell">
          <button
            type="button"
            tabIndex={-1}
            aria-label={t(row.expanded ? "edges.edges.collapse" : "edges.edges.expand")}
            onClick={() => props.onToggleExpand(edge.id)}
            className={ICON_BUTTON}
          >
            <ChevronRight
              className={cn("size-4 transition-transform", row.expanded && "rotate-90")}
              aria-hidden
            />
          </button>
        </span>
        <span role="gridcell" className="font-semibold tabular-nums">
          {edge.number === null ? t("edges.edges.default") : `Edge ${edge.id}`}
        </span>
        <span role="gridcell" className="truncate">
          {edge.site}
        </span>
        <span role="gridcell" className="truncate text-muted-foreground">
          {edge.host}
        </span>
        <span role="gridcell" className="text-right">
          <ErrorBadge count={edge.events.error} />
        </span>
        {extra !== null && (
          <span role="gridcell" className="text-right tabular-nums">
            {formatNumber(extra, i18n.language)}
          </span>
        )}
        <span role="gridcell" className="text-center">
          <input
            type="checkbox"
            tabIndex={-1}
            checked={props.charted}
            onChange={() => props.onToggleChart(edge.id)}
            aria-label={t("edges.edges.chartToggle", { edge: edge.id })}
            className="size-4 accent-primary"
          />
        </span>
        <span role="gridcell">
          <button
            type="button"
            tabIndex={-1}
            onClick={props.onActivate}
            className="flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-primary hover:bg-background"
          >
            {t("edges.edges.moreInfo")}
            <CircleArrowRight className="size-3.5" aria-hidden />
          </button>
        </span>
      </div>
    );
  }

  const child = cn("grid items-center gap-2 py-1 pr-3 pl-12 text-xs", ROW);
  if (row.kind === "caption")
    return (
      <div role="row" {...common} aria-level={2} className={cn(child, "bg-muted/50 font-semibold")}>
        <span role="columnheader">{t(`edges.edges.children.${row.table}`)}</span>
      </div>
    );
  if (row.kind === "note")
    return (
      <div role="row" {...common} aria-level={2} className={cn(child, "text-muted-foreground")}>
        <span role="gridcell">{t(`edges.edges.children.${row.note}`)}</span>
      </div>
    );
  // A user's or an entry's row: double click (Enter from the grid) opens it.
  const openable = (columns: string, cells: ReactNode) => (
    <div
      role="row"
      {...common}
      aria-level={2}
      onDoubleClick={props.onActivate}
      className={cn(child, columns, tone)}
    >
      {cells}
    </div>
  );
  if (row.kind === "user")
    return openable(
      "grid-cols-[2fr_1.5fr_1fr_6rem]",
      <>
        <span role="gridcell" className="truncate">
          {row.user.email}
        </span>
        <span role="gridcell" className="truncate">
          {row.user.username}
        </span>
        <span role="gridcell">{row.user.region}</span>
        <span role="gridcell" className="text-right">
          <ErrorBadge count={row.user.events.error} />
        </span>
      </>,
    );
  return openable(
    "grid-cols-[2fr_6rem]",
    <>
      <span role="gridcell">{formatDateTime(row.entry.datetime, i18n.language)}</span>
      <span role="gridcell" className="text-right">
        <ErrorBadge count={row.entry.errors} />
      </span>
    </>,
  );
}
