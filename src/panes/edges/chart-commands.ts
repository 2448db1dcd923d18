import { Clock, RotateCcw, ZoomIn, ZoomOut } from "lucide-react";
import type { AnyCommand, CommandContext, Enablement } from "../../commands/types";
import { EDGE_AREAS, MAX_WINDOW_MINUTES } from "../../contract/dashboard";
import { setPaneParams } from "../../workspace/store";
import { AREA_SCREENS } from "./areas";
import {
  type EdgeView,
  MIN_ZOOM_MINUTES,
  PRESETS,
  type Preset,
  readView,
  scaledZoom,
  viewMinutes,
  writeView,
} from "./view-params";

// The edge chart's controls as palette commands (issue 27): zoom in (+) and out (−) and reset (0), the
// chart's own keys, and each time preset, its toolbar buttons. They change the focused edge list's view
// the way its buttons do, and are enabled when those are: a reset only while zoomed (its button shows only
// then), zooming only while the span can still shrink to ten minutes or grow to the longest window.

const view = { module: "dashboard", privilege: "view" } as const;
const EDGE_LISTS = new Set<string>(EDGE_AREAS.map((area) => AREA_SCREENS[area].edges));
const ZOOM_IN = 1 / 4;
const ZOOM_OUT = 2;

const onEdgeList = (ctx: CommandContext) => ctx.pane !== null && EDGE_LISTS.has(ctx.pane.kind);
const shown = (ctx: CommandContext) => readView(ctx.pane?.params ?? {});
const change = (ctx: CommandContext, next: (current: EdgeView) => Partial<EdgeView>) => {
  if (!ctx.pane) return;
  const current = readView(ctx.pane.params);
  setPaneParams(ctx.pane.id, writeView({ ...current, ...next(current) }));
};

const chartCommand = (
  name: string,
  command: Pick<AnyCommand, "icon" | "order" | "keywords" | "enabled" | "run"> & { title?: string },
): AnyCommand => ({
  id: `edges.${name}`,
  title: command.title ?? `edges.commands.${name}`,
  module: "edges",
  requires: view,
  surfaces: ["palette"],
  when: onEdgeList,
  ...command,
});

const zoomable = (ctx: CommandContext, canGo: (minutes: number) => boolean, reason: string): Enablement =>
  canGo(viewMinutes(shown(ctx))) || { reason };

const presetCommand = (preset: Preset, index: number) =>
  chartCommand(`chartPreset${preset}`, {
    title: `edges.commands.chartPresets.${preset}`,
    icon: Clock,
    order: 40 + index,
    keywords: ["intervalo", "range", "gráfica", "chart", "periodo", "period", preset],
    run: (ctx) => change(ctx, () => ({ preset, zoom: null })),
  });

export const chartCommands: readonly AnyCommand[] = [
  chartCommand("zoomInChart", {
    icon: ZoomIn,
    order: 30,
    keywords: ["acercar", "ampliar", "zoom in", "+", "gráfica", "chart"],
    enabled: (ctx) => zoomable(ctx, (minutes) => minutes > MIN_ZOOM_MINUTES, "edges.reasons.zoomedIn"),
    run: (ctx) =>
      change(ctx, (current) => ({ zoom: scaledZoom(current, ZOOM_IN, Date.now(), MAX_WINDOW_MINUTES) })),
  }),
  chartCommand("zoomOutChart", {
    icon: ZoomOut,
    order: 31,
    keywords: ["alejar", "reducir", "zoom out", "-", "gráfica", "chart"],
    enabled: (ctx) => zoomable(ctx, (minutes) => minutes < MAX_WINDOW_MINUTES, "edges.reasons.zoomedOut"),
    run: (ctx) =>
      change(ctx, (current) => ({ zoom: scaledZoom(current, ZOOM_OUT, Date.now(), MAX_WINDOW_MINUTES) })),
  }),
  chartCommand("resetChartZoom", {
    icon: RotateCcw,
    order: 32,
    keywords: ["restablecer", "quitar ampliación", "reset", "zoom", "0", "gráfica", "chart"],
    enabled: (ctx) => shown(ctx).zoom !== null || { reason: "edges.reasons.notZoomed" },
    run: (ctx) => change(ctx, () => ({ zoom: null })),
  }),
  ...PRESETS.map(presetCommand),
];
