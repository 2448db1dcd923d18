// biome-ignore-all lint/a11y/noNoninteractiveTabindex: the chart is an application region with its own keyboard (see its hint)
import "uplot/dist/uPlot.min.css";
import { type KeyboardEvent, useCallback, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import uPlot from "uplot";
import { chartKeyAction } from "./chart-keys";
import { ChartLegend } from "./chart-legend";
import { timeTickFormatter } from "./ticks";
import type { ChartSeries, TimeRange } from "./types";

export type TimeChartProps = {
  /** Accessible name of the chart. */
  label: string;
  /** Seconds since the epoch, ascending. */
  times: ArrayLike<number>;
  series: ChartSeries[];
  height?: number;
  /** A range was dragged (or zoomed with the keyboard): the chart shows it at once with the data it has. */
  onZoom(range: TimeRange): void;
  onResetZoom(): void;
  formatTime(seconds: number): string;
  formatValue(value: number): string;
  /** Called after every draw (benchmarks time the paint that follows it). */
  onDrawn?(): void;
};

const NO_SELECT = { left: 0, top: 0, width: 0, height: 0 };

function aligned(times: ArrayLike<number>, series: ChartSeries[]): uPlot.AlignedData {
  return [times as number[], ...series.map((line) => line.values as number[])];
}

/**
 * A time series chart on uPlot (canvas, hundreds of thousands of points per frame): one line per series,
 * drag to zoom, a legend that toggles lines and shows the values under the cursor, and a keyboard path for
 * all of it. New data for the same series redraws in place; another set of series rebuilds the chart.
 */
export function TimeChart(props: TimeChartProps) {
  const { t, i18n } = useTranslation();
  const { times, series, height = 260 } = props;
  const ticks = timeTickFormatter(i18n.language);
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const drawn = useRef<uPlot.AlignedData | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [cursorIndex, setCursor] = useState<number | null>(null);
  // A cursor left over from other data (fewer points) points at nothing.
  const cursor = cursorIndex !== null && cursorIndex < times.length ? cursorIndex : null;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const hiddenNow = useRef(hidden);
  hiddenNow.current = hidden;
  const hintId = useId();
  const shape = series.map((line) => `${line.id}\u0000${line.color}`).join("\u0001");

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt only when the set of lines changes (shape)
  useLayoutEffect(() => {
    const element = box.current as HTMLDivElement;
    const lines = latest.current.series;
    const data = aligned(latest.current.times, lines);
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 100),
      height,
      scales: { x: { time: true } },
      legend: { show: false },
      cursor: { drag: { x: true, y: false, setScale: false }, points: { size: 6 } },
      series: [
        {},
        ...lines.map((line) => ({
          label: line.label,
          stroke: line.color,
          // One pixel: Skia draws it as a hairline, several times cheaper to raster than a wider stroke
          // (30 days of minutes: ~25 ms instead of ~100 ms without a GPU).
          width: 1,
          fill: line.fill ? `${line.color}1f` : undefined,
          show: !hiddenNow.current.has(line.id),
          points: { show: false },
        })),
      ],
      axes: [
        { stroke: "currentColor", values: (_u, splits, _axis, _space, step) => ticks(splits, step) },
        { stroke: "currentColor", size: 56 },
      ],
      hooks: {
        setSelect: [
          (u) => {
            const { left, width } = u.select;
            u.setSelect(NO_SELECT, false);
            if (width < 2) return;
            const from = u.posToVal(left, "x");
            const to = u.posToVal(left + width, "x");
            u.setScale("x", { min: from, max: to });
            latest.current.onZoom({ from: from * 1000, to: to * 1000 });
          },
        ],
        setCursor: [(u) => setCursor(u.cursor.idx ?? null)],
        draw: [() => latest.current.onDrawn?.()],
      },
    };
    const chart = new uPlot(options, data, element);
    plot.current = chart;
    drawn.current = data;
    // The observer also reports the size the chart was built with: only a real change redraws.
    let width = options.width;
    const resize = new ResizeObserver(() => {
      const next = Math.max(element.clientWidth, 100);
      if (next === width) return;
      width = next;
      chart.setSize({ width, height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [shape, height, i18n.language]);

  useLayoutEffect(() => {
    const chart = plot.current;
    const data = aligned(times, series);
    const previous = drawn.current;
    const same = previous?.length === data.length && previous.every((values, i) => values === data[i]);
    if (!chart || same) return;
    drawn.current = data;
    chart.setData(data);
  }, [times, series]);

  const toggle = useCallback(
    (id: string) => {
      const index = latest.current.series.findIndex((line) => line.id === id);
      const show = hidden.has(id);
      plot.current?.setSeries(index + 1, { show });
      setHidden((current) => {
        const next = new Set(current);
        if (show) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    [hidden],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const chart = plot.current;
    if (!chart || event.altKey || event.ctrlKey || event.metaKey) return;
    const min = chart.scales.x.min ?? 0;
    const max = chart.scales.x.max ?? 0;
    const action = chartKeyAction(event.key, event.shiftKey, {
      cursor,
      points: times.length,
      visible: { from: min * 1000, to: max * 1000 },
      cursorTime: cursor === null ? null : times[cursor] * 1000,
    });
    if (action.type === "none") return;
    event.preventDefault();
    if (action.type === "cursor")
      chart.setCursor({ left: chart.valToPos(times[action.index], "x"), top: chart.over.clientHeight / 2 });
    else if (action.type === "zoom") props.onZoom(action.range);
    else props.onResetZoom();
  };

  return (
    <div className="grid gap-2">
      <div
        ref={box}
        role="application"
        aria-roledescription={t("chart.role")}
        tabIndex={0}
        aria-label={props.label}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        className="time-chart min-w-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("chart.hint")}
      </p>
      <ChartLegend
        series={series}
        hidden={hidden}
        onToggle={toggle}
        time={cursor === null ? null : props.formatTime(times[cursor])}
        valueAt={(line) => (cursor === null ? null : props.formatValue(line.values[cursor]))}
      />
    </div>
  );
}
