import { MAX_HISTOGRAM_EDGES } from "../../contract/dashboard";
import { durationMinutes, MINUTE_MS, minutesDuration } from "../../contract/dashboard-time";

// The edge list screen's state, kept in the pane's params (the URL) so that a reload, a link or coming back
// from the drill-down shows the same view: the time range (a preset, or a zoom), the edges drawn in the chart,
// live refresh, the page and the expanded rows.

export const PRESETS = ["PT1H", "PT6H", "P1D", "P7D", "P30D"] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = "P1D";

export const REFRESH_SECONDS = [10, 30, 60, 300] as const;
export const DEFAULT_REFRESH = 30;

/** A preset ends now (and slides with live refresh); a zoom is fixed: [from, to) in ms. */
export type Range = { kind: "preset"; preset: Preset } | { kind: "zoom"; from: number; to: number };

export type EdgeView = {
  range: Range;
  /** Edges drawn beside the total; null: the busiest ones of the list. */
  series: string[] | null;
  live: boolean;
  every: number;
  page: number;
  open: string[];
};

const list = (text: string | undefined) => (text ? text.split(",").filter(Boolean) : []);

function rangeOf(params: Readonly<Record<string, string>>): Range {
  const from = Date.parse(params.from ?? "");
  const to = Date.parse(params.to ?? "");
  if (Number.isFinite(from) && Number.isFinite(to) && to - from >= MINUTE_MS)
    return { kind: "zoom", from, to };
  const preset = PRESETS.find((p) => p === params.range) ?? DEFAULT_PRESET;
  return { kind: "preset", preset };
}

export function readView(params: Readonly<Record<string, string>>): EdgeView {
  const every = Number(params.every);
  return {
    range: rangeOf(params),
    series: params.series === undefined ? null : list(params.series).slice(0, MAX_HISTOGRAM_EDGES),
    live: params.live !== "off",
    every: (REFRESH_SECONDS as readonly number[]).includes(every) ? every : DEFAULT_REFRESH,
    page: Math.max(1, Math.floor(Number(params.page)) || 1),
    open: list(params.open),
  };
}

/** The params of a view: only what differs from the defaults, so plain links stay plain. */
export function writeView(view: EdgeView): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.range.kind === "zoom") {
    params.from = new Date(view.range.from).toISOString();
    params.to = new Date(view.range.to).toISOString();
  } else if (view.range.preset !== DEFAULT_PRESET) params.range = view.range.preset;
  if (view.series !== null) params.series = view.series.join(",");
  if (!view.live) params.live = "off";
  if (view.every !== DEFAULT_REFRESH) params.every = String(view.every);
  if (view.page > 1) params.page = String(view.page);
  if (view.open.length > 0) params.open = view.open.join(",");
  return params;
}

/** The window the calls ask for: an interval back from `until` (absent: the server's now). */
export function windowOf(range: Range): { interval: string; until?: string } {
  if (range.kind === "preset") return { interval: range.preset };
  const minutes = Math.max(1, Math.round((range.to - range.from) / MINUTE_MS));
  return { interval: minutesDuration(minutes), until: new Date(range.to).toISOString() };
}

export function rangeMinutes(range: Range): number {
  return range.kind === "preset"
    ? (durationMinutes(range.preset) ?? 1440)
    : (range.to - range.from) / MINUTE_MS;
}

/** Bucket sizes the chart asks for, in minutes. */
export const BUCKETS = [1, 5, 15, 30, 60, 180, 360, 720, 1440] as const;
/** At most this many points per series: 30 days in quarters of an hour, one day in minutes. */
export const TARGET_POINTS = 2880;

/** The finest bucket that keeps the range within TARGET_POINTS. */
export function bucketFor(minutes: number): number {
  return BUCKETS.find((bucket) => minutes / bucket <= TARGET_POINTS) ?? 1440;
}
