import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { fetchContents } from "../../api/dashboard";
import { dashboardKeys, devicesQuery, eventsQuery } from "../../api/dashboard-queries";
import { useRowActions } from "../../commands/hooks";
import {
  type Content,
  DEFAULT_PAGE_LENGTH,
  type Device,
  dashboardCalls,
  type EdgeEvent,
} from "../../contract/dashboard";
import { pageLimitOf } from "../../contract/paging";
import { Failure } from "../../kit/failure";
import { PersonalDataNote } from "../../kit/personal-data-note";
import { session } from "../../session/store";
import { DataTable, type TableSource } from "../../ui/data-table";
import { openScreen } from "../../workspace/intents";
import { usePaneContext } from "../../workspace/pane-context";
import { setPaneActiveRow, setPaneSelection } from "../../workspace/selection";
import type { PaneProps } from "../../workspace/types";
import { AREA_SCREENS, screenOfKind } from "./areas";
import { contentColumns, deviceColumns, eventColumns } from "./drill-columns";
import { EmptyLevel, WAY_BACK_SELECTOR } from "./empty-level";
import { EventDialog } from "./event-dialog";
import { useFocusOnOpen } from "./use-focus-on-open";

type Level = "devices" | "contents" | "events";

/**
 * A user's devices on an edge (spec 2 §2: /dashboard/edge…/devices?user&edge[&device]), and below them the
 * drill-down: the chosen device's contents, the chosen content's events, an event's detail in a modal.
 * Enter goes one level down and hands the keyboard to the next table; every choice is a param, so the
 * position survives a reload. Without a user the screen goes back to the edge list (spec 2 §2). A level with
 * nothing in it says why and offers the way back to the level above, which takes the keyboard.
 */
export function DevicesPane({ paneId, params, setParams, focused }: PaneProps) {
  const { t, i18n } = useTranslation();
  useSnapshot(session);
  const area = screenOfKind(usePaneContext()?.kind)?.area ?? "video";
  const deviceActions = useRowActions<Device>(AREA_SCREENS[area].devices, paneId);
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
  // The device whose contents came back as none (the contents table pages on the server).
  const [noContentsOn, setNoContentsOn] = useState<string | null>(null);
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
          setNoContentsOn(page.total === 0 ? (deviceId ?? null) : null);
          return { rows: page.contents, total: page.total, filtered: page.total };
        } catch {
          throw new Error(contentsFailed);
        }
      },
    }),
    [area, at, deviceId, contentsFailed],
  );

  const box = useRef<HTMLDivElement>(null);
  // A level's table, or its way back when it is empty.
  const gridOf = useCallback((level: Level) => {
    const section = box.current?.querySelector(`[data-level="${level}"]`);
    return (
      section?.querySelector<HTMLElement>(WAY_BACK_SELECTOR) ??
      section?.querySelector<HTMLElement>('[role="grid"]')
    );
  }, []);
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
  const empty = {
    devices: devices.data?.devices.length === 0,
    contents: deviceId !== undefined && noContentsOn === deviceId,
    events: events.data?.events.length === 0,
  };
  const section = (level: Level, title: string, body: React.ReactNode, emptyLevel?: React.ReactNode) => (
    <section data-level={level} aria-label={title} className="flex min-h-56 flex-col gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      {emptyLevel}
      {body}
    </section>
  );

  return (
    <div ref={box} className="flex min-h-0 flex-col gap-4 p-3">
      <p className="text-sm text-muted-foreground">{t("edges.devices.of", { user: userId, edge: edgeId })}</p>
      <PersonalDataNote module="dashboard" />
      {section(
        "devices",
        t("edges.devices.title"),
        devices.error ? (
          <Failure message={drillFailed} onRetry={() => void devices.refetch()} />
        ) : (
          <DataTable<Device>
            ariaLabel={t("edges.devices.label", { user: userId })}
            columns={deviceColumns(t, area, paneId)}
            source={{ kind: "client", rows: devices.data?.devices ?? [] }}
            rowKey={(device) => device.id}
            exportTitle={`EdgeDevices_${userId}`}
            emptyText={t(devices.data ? "edges.devices.empty" : "edges.devices.loading")}
            rowActions={deviceActions}
            onActiveRowChange={(device) => setPaneActiveRow(paneId, device)}
            onActivate={(device) =>
              go({ device: device.id, content: undefined, event: undefined }, "contents")
            }
          />
        ),
        empty.devices && (
          <EmptyLevel
            text={t("edges.emptyLevel.devices", { user: userId, edge: edgeId })}
            back={t("edges.emptyLevel.toUsers", { edge: edgeId })}
            onBack={() => openScreen(AREA_SCREENS[area].users, { shared: edgeId }, { target: paneId })}
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
          empty.contents && (
            <EmptyLevel
              text={t("edges.emptyLevel.contents", { device: deviceId, edge: edgeId })}
              back={t("edges.emptyLevel.toDevices", { user: userId })}
              onBack={() => go({ device: undefined, content: undefined, event: undefined }, "devices")}
            />
          ),
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
          empty.events && (
            <EmptyLevel
              text={t("edges.emptyLevel.events", { content: contentId, device: deviceId })}
              back={t("edges.emptyLevel.toContents", { device: deviceId })}
              onBack={() => go({ content: undefined, event: undefined }, "contents")}
            />
          ),
        )}
      {eventId !== undefined && Number.isSafeInteger(eventId) && (
        <EventDialog area={area} eventId={eventId} report={params.report === "1"} onClose={closeEvent} />
      )}
    </div>
  );
}
