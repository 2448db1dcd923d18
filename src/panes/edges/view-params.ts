import { MAX_HISTOGRAM_EDGES } from "../../contract/dashboard";
import { durationMinutes, MINUTE_MS, minutesDuration } from "../../contract/dashboard-time";

// The edge list screen's state, kept in the pane's params (the URL) so that a reload, a link or coming back
// from the drill-down shows the same view: the time range (a preset, and a zoom inside it), the edges drawn
// in the chart, live refresh, the page and the expanded rows.

export const PRESETS = ["PT1H", "PT6H", "P1D", "P7D", "P30D"] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = "P1D";

export const REFRESH_SECONDS = [10, 30, 60, 300] as const;
export const DEFAULT_REFRESH = 30;

/** Milliseconds since the epoch, [from, to). */
export type Zoom = { from: number; to: number };

/** A preset ends now (and slides with live refresh); a zoom is a fixed range. */
export type EdgeView = {
  preset: Preset;
  zoom: Zoom | null;
  /** Edges drawn beside the total; null: the busiest ones of the list. */
  series: string[] | null;
  live: boolean;
  every: number;
  page: number;
  open: string[];
};

const list = (text: string | undefined) => (text ? text.split(",").filter(Boolean) : []);

function zoomOf(params: Readonly<Record<string, string>>): Zoom | null {
  const from = Date.parse(params.from ?? "");
  const to = Date.parse(params.to ?? "");
  return Number.isFinite(from) && Number.isFinite(to) && to - from >= MINUTE_MS ? { from, to } : null;
}

export function readView(params: Readonly<Record<string, string>>): EdgeView {
  const every = Number(params.every);
  return {
    preset: PRESETS.find((preset) => preset === params.range) ?? DEFAULT_PRESET,
    zoom: zoomOf(params),
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
  if (view.preset !== DEFAULT_PRESET) params.range = view.preset;
  if (view.zoom) {
    params.from = new Date(view.zoom.from).toISOString();
    params.to = new Date(view.zoom.to).toISOString();
  }
  if (view.series !== null) params.series = view.series.join(",");
  if (!view.live) params.live = "off";
  if (view.every !== DEFAULT_REFRESH) params.every = String(view.every);
  if (view.page > 1) params.page = String(view.page);
  if (view.open.length > 0) params.open = view.open.join(",");
  return params;
}

type Range = Pick<EdgeView, "preset" | "zoom">;

/** The window the calls ask for: an interval back from `until` (absent: the server's now). */
export function windowOf(view: Range): { interval: string; until?: string } {
  if (!view.zoom) return { interval: view.preset };
  const minutes = Math.max(1, Math.round((view.zoom.to - view.zoom.from) / MINUTE_MS));
  return { interval: minutesDuration(minutes), until: new Date(view.zoom.to).toISOString() };
}

export function viewMinutes(view: Range): number {
  return view.zoom ? (view.zoom.to - view.zoom.from) / MINUTE_MS : (durationMinutes(view.preset) ?? 1440);
}

export const MIN_ZOOM_MINUTES = 10;

/** A dragged or keyed range as a zoom: whole minutes, at least ten and at most `maxMinutes`, never past now. */
export function zoomTo(range: Zoom, now: number, maxMinutes: number): Zoom {
  const end = Math.min(Math.ceil(range.to / MINUTE_MS), Math.ceil(now / MINUTE_MS));
  const span = Math.min(maxMinutes, Math.max(MIN_ZOOM_MINUTES, end - Math.floor(range.from / MINUTE_MS)));
  return { from: (end - span) * MINUTE_MS, to: end * MINUTE_MS };
}

/** The range the chart shows (ms): the zoom, else the preset's span back to now. */
export function shownRange(view: Range, now: number): Zoom {
  return view.zoom ?? { from: now - viewMinutes(view) * MINUTE_MS, to: now };
}

/** Zoom in and out from the palette: the shown span times `factor` around its middle (the chart's keys centre on the cursor). */
export function scaledZoom(view: Range, factor: number, now: number, maxMinutes: number): Zoom {
  const { from, to } = shownRange(view, now);
  const middle = (from + to) / 2;
  const half = ((to - from) * factor) / 2;
  return zoomTo({ from: middle - half, to: middle + half }, now, maxMinutes);
}

/** Bucket sizes the chart asks for, in minutes. */
export const BUCKETS = [1, 5, 15, 30, 60, 180, 360, 720, 1440] as const;
/** At most this many points per series: 30 days in quarters of an hour, one day in minutes. */
export const TARGET_POINTS = 2880;

/** The finest bucket that keeps the range within TARGET_POINTS. */
export function bucketFor(minutes: number): number {
  return BUCKETS.find((bucket) => minutes / bucket <= TARGET_POINTS) ?? 1440;
}
