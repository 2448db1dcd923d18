import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useSnapshot } from "valtio";
import { edgesQuery, histogramQuery } from "../../api/dashboard-queries";
import { DEFAULT_PAGE_LENGTH, MAX_HISTOGRAM_EDGES, MAX_WINDOW_MINUTES } from "../../contract/dashboard";
import { MINUTE_MS } from "../../contract/dashboard-time";
import { Failure } from "../../kit/failure";
import { session } from "../../session/store";
import { Pager } from "../../ui/pager";
import { openScreen } from "../../workspace/intents";
import { usePaneContext } from "../../workspace/pane-context";
import type { PaneProps } from "../../workspace/types";
import { AREA_SCREENS, screenOfKind } from "./areas";
import { EdgeGrid } from "./edge-grid";
import { EdgeHistogram } from "./edge-histogram";
import { treeRows } from "./edge-rows";
import { EdgesToolbar } from "./edges-toolbar";
import { componentFailed } from "./format";
import { useEdgeChildren } from "./use-edge-children";
import { useFocusOnOpen } from "./use-focus-on-open";
import { bucketFor, type EdgeView, readView, viewMinutes, windowOf, writeView, zoomTo } from "./view-params";

/**
 * An area's edge list (spec 2 §2: /dashboard/edgevideo, /edgeapi, /edgebuffer): the histogram and the edges
 * with their error badges, refreshed live. The view lives in the pane's params, and the queries keep their
 * last answer while refreshing, so a refresh never moves the cursor, the expanded rows, the chart or the zoom.
 */
export function EdgesPane({ paneId, params, setParams, focused }: PaneProps) {
  const { t } = useTranslation();
  useSnapshot(session);
  const area = screenOfKind(usePaneContext()?.kind)?.area ?? "video";
  const view = useMemo(() => readView(params), [params]);
  const update = (change: Partial<EdgeView>) => setParams(writeView({ ...view, ...change }));
  const live = { every: view.live ? view.every : (false as const) };
  const window = windowOf(view);
  const page = { start: (view.page - 1) * DEFAULT_PAGE_LENGTH, length: DEFAULT_PAGE_LENGTH };
  const edges = useQuery(edgesQuery(area, { ...window, ...page }, live));
  const listed = edges.data?.edges ?? [];
  const charted = view.series ?? listed.slice(0, MAX_HISTOGRAM_EDGES).map((edge) => edge.id);
  const bucket = bucketFor(viewMinutes(view));
  const histogram = useQuery({
    ...histogramQuery(area, { ...window, bucket, edges: charted }, live),
    enabled: view.series !== null || edges.data !== undefined,
  });
  const children = useEdgeChildren(area, view.open, window, live);
  const gridRef = useRef<HTMLDivElement>(null);
  const focusGrid = useCallback(() => gridRef.current, []);
  useFocusOnOpen(focusGrid, paneId, focused, listed.length > 0, area);

  const rows = treeRows(listed, new Set(view.open), children);
  const screens = AREA_SCREENS[area];
  const toggle = (list: readonly string[], id: string) =>
    list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
  const zoom = (range: { from: number; to: number }) =>
    update({ zoom: zoomTo(range, Date.now(), MAX_WINDOW_MINUTES) });

  return (
    <div className="flex min-h-0 flex-col gap-3 p-3">
      <EdgesToolbar
        view={view}
        updatedAt={edges.dataUpdatedAt}
        onPreset={(preset) => update({ preset, zoom: null })}
        onResetZoom={() => update({ zoom: null })}
        onToggleLive={() => update({ live: !view.live })}
        onEvery={(every) => update({ every })}
      />
      {/* Fixed height: the list below does not move when the chart arrives (nor scroll the focused grid away). */}
      <section
        aria-label={t("edges.chart.title")}
        className="h-[23rem] shrink-0 overflow-hidden rounded-md border p-3"
      >
        {histogram.error ? (
          <Failure message={componentFailed(t, histogram.error)} onRetry={() => void histogram.refetch()} />
        ) : histogram.data ? (
          <EdgeHistogram
            label={t("edges.chart.label", { area: t(`edges.areas.${area}`) })}
            histogram={histogram.data}
            onZoom={zoom}
            onResetZoom={() => update({ zoom: null })}
          />
        ) : (
          <p role="status" className="h-64 text-sm text-muted-foreground">
            {t("edges.chart.loading")}
          </p>
        )}
      </section>
      {edges.error && !edges.data ? (
        <Failure message={componentFailed(t, edges.error)} onRetry={() => void edges.refetch()} />
      ) : (
        <>
          <EdgeGrid
            area={area}
            label={t("edges.edges.label", { area: t(`edges.areas.${area}`) })}
            rows={rows}
            charted={new Set(charted)}
            gridRef={gridRef}
            onToggleExpand={(edgeId) => update({ open: toggle(view.open, edgeId) })}
            onToggleChart={(edgeId) => {
              const next = toggle(charted, edgeId);
              if (next.length > MAX_HISTOGRAM_EDGES) return void toast.warning(t("edges.edges.tooMany"));
              update({ series: next });
            }}
            onMoreInfo={(edge) => openScreen(screens.users, { shared: edge.id }, { target: paneId })}
            onOpenUser={(user) =>
              openScreen(screens.devices, { user: String(user.id), edge: user.edge_id }, { target: paneId })
            }
            onShowHour={(entry) => {
              const from = Date.parse(entry.datetime);
              update({ zoom: { from, to: from + 60 * MINUTE_MS } });
            }}
          />
          {edges.isPending && (
            <p role="status" className="text-sm text-muted-foreground">
              {t("edges.edges.loading")}
            </p>
          )}
          <Pager
            label={t("edges.pager.label")}
            page={view.page - 1}
            pages={Math.ceil((edges.data?.total ?? 0) / DEFAULT_PAGE_LENGTH)}
            onPage={(index) => update({ page: index + 1 })}
            links={5}
            position
          />
        </>
      )}
    </div>
  );
}
