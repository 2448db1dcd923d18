import { useTranslation } from "react-i18next";
import { cn } from "../cn";
import type { ChartSeries } from "./types";

type Props = {
  series: ChartSeries[];
  hidden: ReadonlySet<string>;
  onToggle(id: string): void;
  /** The time under the cursor, formatted; null when the cursor is off the chart. */
  time: string | null;
  valueAt(line: ChartSeries): string | null;
};

/** One toggle per line (pressed = drawn), with the line's value under the cursor. */
export function ChartLegend({ series, hidden, onToggle, time, valueAt }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-1 gap-y-1 text-xs">
      <span className="min-w-36 text-muted-foreground tabular-nums" aria-live="off">
        {time ?? t("chart.noCursor")}
      </span>
      {series.map((line) => {
        const shown = !hidden.has(line.id);
        const value = valueAt(line);
        return (
          <button
            key={line.id}
            type="button"
            aria-pressed={shown}
            title={t(shown ? "chart.hide" : "chart.show", { name: line.label })}
            onClick={() => onToggle(line.id)}
            className={cn(
              "flex items-center gap-1.5 rounded-md border px-2 py-0.5 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              !shown && "opacity-50 line-through",
            )}
          >
            <span aria-hidden className="size-2.5 rounded-full" style={{ background: line.color }} />
            <span>{line.label}</span>
            {value !== null && <span className="font-semibold tabular-nums">{value}</span>}
          </button>
        );
      })}
    </div>
  );
}
