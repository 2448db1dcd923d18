import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { fetchContents } from "../../api/dashboard";
import { dashboardKeys, devicesQuery, eventsQuery } from "../../api/dashboard-queries";
import {
  type Content,
  DEFAULT_PAGE_LENGTH,
  type Device,
  dashboardCalls,
  type EdgeEvent,
} from "../../contract/dashboard";
import { pageLimitOf } from "../../contract/paging";
import { Failure } from "../../kit/failure";
import { session } from "../../session/store";
import { DataTable, type TableSource } from "../../ui/data-table";
import { openScreen } from "../../workspace/intents";
import { usePaneContext } from "../../workspace/pane-context";
import { setPaneSelection } from "../../workspace/selection";
import type { PaneProps } from "../../workspace/types";
import { AREA_SCREENS, screenOfKind } from "./areas";
import { contentColumns, deviceColumns, eventColumns } from "./drill-columns";
import { EventDialog } from "./event-dialog";
import { useFocusOnOpen } from "./use-focus-on-open";

type Level = "devices" | "contents" | "events";

/**
 * A user's devices on an edge (spec 2 §2: /dashboard/edge…/devices?user&edge[&device]), and below them the
 * drill-down: the chosen device's contents, the chosen content's events, an event's detail in a modal.
 * Enter goes one level down and hands the keyboard to the next table; every choice is a param, so the
 * position survives a reload. Without a user the screen goes back to the edge list (spec 2 §2).
 */
export function DevicesPane({ paneId, params, setParams, focused }: PaneProps) {
  const { t, i18n } = useTranslation();
  useSnapshot(session);
  const area = screenOfKind(usePaneContext()?.kind)?.area ?? "video";
  const userId = Number(params.user);
  const edgeId = params.edge ?? "";
  const valid = Number.isSafeInteger(userId) && userId > 0 && edgeId !== "";

  useEffect(() => {
    if (!valid) openScreen(AREA_SCREENS[area].edges, {}, { target: paneId });
  }, [valid, area, paneId]);

  const at = useMemo(() => ({ user_id: userId, edge_id: edgeId }), [userId, edgeId]);
  const deviceId = params.device || undefined;
  const contentId = params.content ? Number(params.content) : undefined;
  const eventId = params.event ? Number(params.event) : undefined;
  const devices = useQuery({ ...devicesQuery(area, at), enabled: valid });
  const events = useQuery({
    ...eventsQuery(area, { ...at, device_id: deviceId ?? "", content_id: contentId ?? 0 }),
    enabled: valid && deviceId !== undefined && contentId !== undefined,
  });
  const drillFailed = t("edges.messages.drillFailed");
  const contentsFailed = t("edges.messages.contentsFailed");
  const contents = useMemo<TableSource<Content>>(
    () => ({
      kind: "server",
      queryKey: dashboardKeys.contents(area, { ...at, device_id: deviceId ?? "" }),
      pageLimit: pageLimitOf(dashboardCalls.listContents),
      // Spec 2 §2: the edge tables page on the server (start/length) with numeric pagination.
      pageSize: DEFAULT_PAGE_LENGTH,
      paging: {},
      fetchPage: async ({ from, quantity }) => {
        try {
          const page = await fetchContents(area, {
            ...at,
            device_id: deviceId ?? "",
            start: from,
            length: quantity,
          });
          return { rows: page.contents, total: page.total, filtered: page.total };
        } catch {
          throw new Error(contentsFailed);
        }
      },
    }),
    [area, at, deviceId, contentsFailed],
  );

  const box = useRef<HTMLDivElement>(null);
  const gridOf = useCallback(
    (level: Level) => box.current?.querySelector<HTMLElement>(`[data-level="${level}"] [role="grid"]`),
    [],
  );
  const deepest: Level = contentId !== undefined ? "events" : deviceId ? "contents" : "devices";
  const focusDeepest = useCallback(() => gridOf(deepest), [gridOf, deepest]);
  useFocusOnOpen(focusDeepest, paneId, focused, devices.data !== undefined, `${userId}@${edgeId}`);
  // After Enter on a row, the next level's table takes the keyboard once it is there.
  const pending = useRef<Level | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const grid = gridOf(pending.current);
    if (!grid) return;
    pending.current = null;
    grid.focus();
  });

  const go = (change: Record<string, string | undefined>, next?: Level) => {
    pending.current = next ?? null;
    const merged = { ...params, ...change };
    setParams(
      Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as Record<string, string>,
    );
  };
  const closeEvent = useCallback(() => {
    pending.current = "events";
    const { event: _, report: __, ...rest } = params;
    setParams(rest);
  }, [params, setParams]);

  if (!valid) return null;
  const language = i18n.language;
  const section = (level: Level, title: string, body: React.ReactNode) => (
    <section data-level={level} aria-label={title} className="flex min-h-56 flex-col gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      {body}
    </section>
  );

  return (
    <div ref={box} className="flex min-h-0 flex-col gap-4 p-3">
      <p className="text-sm text-muted-foreground">{t("edges.devices.of", { user: userId, edge: edgeId })}</p>
      {section(
        "devices",
        t("edges.devices.title"),
        devices.error ? (
          <Failure message={drillFailed} onRetry={() => void devices.refetch()} />
        ) : (
          <DataTable<Device>
            ariaLabel={t("edges.devices.label", { user: userId })}
            columns={deviceColumns(t, area)}
            source={{ kind: "client", rows: devices.data?.devices ?? [] }}
            rowKey={(device) => device.id}
            exportTitle={`EdgeDevices_${userId}`}
            emptyText={t(devices.data ? "edges.devices.empty" : "edges.devices.loading")}
            onActivate={(device) =>
              go({ device: device.id, content: undefined, event: undefined }, "contents")
            }
          />
        ),
      )}
      {deviceId &&
        section(
          "contents",
          t("edges.contents.title", { device: deviceId }),
          <DataTable<Content>
            key={deviceId}
            ariaLabel={t("edges.contents.label", { device: deviceId })}
            columns={contentColumns(t, area)}
            source={contents}
            rowKey={(content) => content.content_id}
            exportTitle={`EdgeContents_${deviceId}`}
            emptyText={t("edges.contents.empty")}
            onActivate={(content) => go({ content: String(content.content_id), event: undefined }, "events")}
          />,
        )}
      {deviceId &&
        contentId !== undefined &&
        section(
          "events",
          t("edges.events.title", { content: contentId }),
          events.error ? (
            <Failure message={drillFailed} onRetry={() => void events.refetch()} />
          ) : (
            <DataTable<EdgeEvent>
              key={contentId}
              ariaLabel={t("edges.events.label", { content: contentId })}
              columns={eventColumns(t, area, language)}
              source={{ kind: "client", rows: events.data?.events ?? [] }}
              rowKey={(event) => event.id}
              exportTitle={`EdgeEvents_${contentId}`}
              selectable
              emptyText={t(events.data ? "edges.events.empty" : "edges.events.loading")}
              onSelectionChange={(rows) => setPaneSelection(paneId, rows)}
              onActivate={(event) => go({ event: String(event.id) })}
            />
          ),
        )}
      {eventId !== undefined && Number.isSafeInteger(eventId) && (
        <EventDialog area={area} eventId={eventId} report={params.report === "1"} onClose={closeEvent} />
      )}
    </div>
  );
}
