// The real time chart of the edge dashboards (src/ui/chart) over 30 days of per-minute errors for the total
// and six edges (7 × 43,200 points), driven by bench/suites/histogram.ts through window.__bench. A zoom is
// answered as the dashboard does: the chart rescales at once, then finer data (one point a minute over the
// dragged range) replaces the coarse one.
import "./harness.css";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { i18n } from "../../src/i18n";
import { addAllTexts } from "../../src/i18n/all-texts";
import { TimeChart } from "../../src/ui/chart/time-chart";
import type { ChartSeries, TimeRange } from "../../src/ui/chart/types";
import { afterPaint, installProbes } from "./probes";

const COLORS = ["#334155", "#2563eb", "#dc2626", "#16a34a", "#d97706", "#9333ea", "#0891b2"];
type Data = { times: number[]; series: ChartSeries[] };

/** Deterministic per-minute errors: a daily wave, noise and a few bursts. */
function makeData(days: number, lines: number): Data {
  const points = days * 1440;
  const start = Math.floor(Date.parse("2026-10-16T12:00:00Z") / 1000);
  const times = Array.from({ length: points }, (_, i) => start + i * 60);
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const series = Array.from({ length: lines }, (_, s) => {
    const values = new Array<number>(points);
    for (let i = 0; i < points; i++) {
      const wave = 1 + Math.cos((2 * Math.PI * (i % 1440)) / 1440);
      const burst = (i + s * 977) % 9_000 < 90 ? 25 : 0;
      values[i] = Math.round((s === 0 ? 6 : 1) * wave * random() * 3 + burst * random());
    }
    return {
      id: s === 0 ? "total" : `e${s}`,
      label: s === 0 ? "Total" : `Edge ${100 + s}`,
      color: COLORS[s],
      values,
      fill: s === 0,
    };
  });
  return { times, series };
}

/** The minutes of the raw data inside a range: what the server answers for a zoom in one-minute buckets. */
function slice(raw: Data, range: TimeRange): Data {
  const from = raw.times.findIndex((t) => t * 1000 >= range.from);
  let to = raw.times.findIndex((t) => t * 1000 >= range.to);
  if (to < 0) to = raw.times.length;
  return {
    times: raw.times.slice(from, to),
    series: raw.series.map((line) => ({ ...line, values: (line.values as number[]).slice(from, to) })),
  };
}

const probes = installProbes();
let raw: Data | null = null;
let show: (data: Data | null) => void = () => {};
let drawn: () => void = () => {};
let zoomed: (range: TimeRange) => void = () => {};

function Harness() {
  const [data, setData] = useState<Data | null>(null);
  show = setData;
  if (!data) return null;
  return (
    <div className="p-4">
      <TimeChart
        label="bench"
        times={data.times}
        series={data.series}
        height={320}
        onZoom={(range) => zoomed(range)}
        onResetZoom={() => raw && setData(raw)}
        formatTime={(seconds) => new Date(seconds * 1000).toISOString()}
        formatValue={String}
        onDrawn={() => drawn()}
      />
    </div>
  );
}

/** Resolves right after the frame that shows the next draw is painted. */
function nextDraw(): Promise<number> {
  return new Promise<number>((resolve) => {
    drawn = () => {
      drawn = () => {};
      afterPaint(resolve);
    };
  });
}

let releasedAt = 0;
addEventListener(
  "pointerup",
  (event) => {
    releasedAt = event.timeStamp;
  },
  true,
);

const bench = {
  probes,
  generate(days: number, lines: number): number {
    const started = performance.now();
    raw = makeData(days, lines);
    return performance.now() - started;
  },
  /** Data ready → the first frame with every line drawn, in ms. */
  async mount(): Promise<number> {
    const painted = nextDraw();
    const ready = performance.now();
    show(raw);
    return (await painted) - ready;
  },
  unmount(): void {
    show(null);
  },
  /**
   * Armed before a drag: resolves with drag release → rescaled frame painted, and → the finer data's frame
   * painted (the data handed over as the dashboard's query would, in the next task).
   */
  zoom(): Promise<{ rescaled: number; refined: number; points: number }> {
    return new Promise((resolve) => {
      zoomed = (range) => {
        const rescaled = nextDraw();
        void rescaled.then((rescaledAt) => {
          const finer = slice(raw as Data, range);
          const refined = nextDraw();
          setTimeout(() => show(finer));
          void refined.then((refinedAt) =>
            resolve({
              rescaled: rescaledAt - releasedAt,
              refined: refinedAt - releasedAt,
              points: finer.times.length,
            }),
          );
        });
      };
    });
  },
};
(window as unknown as { __bench: typeof bench }).__bench = bench;

// A harness page shows the real components with every text bundled, as the signed-in console has them.
addAllTexts(i18n);
createRoot(document.getElementById("root") as HTMLElement).render(<Harness />);
