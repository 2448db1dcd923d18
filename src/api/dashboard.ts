import {
  type ContentList,
  DASHBOARD_CALLS,
  type DashboardCall,
  type DeviceList,
  type EdgeArea,
  type EdgeList,
  type EventDetail,
  type EventList,
  type Histogram,
  type HistogramSeries,
  type ReportResult,
  type ShareResult,
  type UserList,
} from "../contract/dashboard";
import { api } from "./client";

// The edge services of spec 2 §7 and dashboard/share, at the paths src/contract/dashboard.ts declares.

export type * from "../contract/dashboard";

type Query = Record<string, string | number | undefined>;

/** A call's path with its {placeholders} filled. */
export function callPath(call: DashboardCall, params: Record<string, string | number> = {}): string {
  return DASHBOARD_CALLS[call].path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

const get = <T>(
  call: DashboardCall,
  params: Record<string, string | number>,
  query: Query,
  signal?: AbortSignal,
) =>
  api<T>(callPath(call, params), {
    signal,
    // Absent values stay out of the query string (the server applies its defaults).
    query: Object.fromEntries(
      Object.entries(query).filter(([, value]) => value !== undefined && value !== ""),
    ),
  });

/** Where a call's window ends and how far back it looks; no `until` means the server's now. */
export type WindowQuery = { interval: string; until?: string };
export type PageQuery = { start: number; length: number };

export const fetchEdges = (
  area: EdgeArea,
  query: WindowQuery & PageQuery & { search?: string },
  signal?: AbortSignal,
) => get<EdgeList>("dashboard.listEdges", { area }, query, signal);

export const fetchHistogram = (
  area: EdgeArea,
  query: WindowQuery & { bucket: number; edges: readonly string[] },
  signal?: AbortSignal,
) => get<Histogram>("dashboard.getHistogram", { area }, { ...query, edges: query.edges.join(",") }, signal);

/** Spec 2 §7: the API answers its series at the top of the result, buffer and video under `errors`. */
export function histogramSeries(histogram: Histogram): HistogramSeries {
  return "errors" in histogram ? histogram.errors : histogram;
}

export const fetchUsers = (
  area: EdgeArea,
  query: PageQuery & Partial<WindowQuery> & { edge_id?: string; email?: string },
  signal?: AbortSignal,
) => get<UserList>("dashboard.listUsers", { area }, query, signal);

export type UserOnEdge = { user_id: number; edge_id: string };

export const fetchDevices = (area: EdgeArea, query: UserOnEdge, signal?: AbortSignal) =>
  get<DeviceList>("dashboard.listDevices", { area }, query, signal);

export const fetchContents = (
  area: EdgeArea,
  query: UserOnEdge & PageQuery & { device_id: string },
  signal?: AbortSignal,
) => get<ContentList>("dashboard.listContents", { area }, query, signal);

export const fetchEvents = (
  area: EdgeArea,
  query: UserOnEdge & { device_id: string; content_id: number },
  signal?: AbortSignal,
) => get<EventList>("dashboard.listEvents", { area }, query, signal);

export const fetchEvent = (area: EdgeArea, id: number, signal?: AbortSignal) =>
  get<EventDetail>("dashboard.getEvent", { area, id }, {}, signal);

export type ReportInput = { area: EdgeArea; email: string; subject: string; body: string };

export const sendReport = ({ area, ...body }: ReportInput) =>
  api<ReportResult>(callPath("dashboard.sendReport", { area }), { method: "POST", body });

export const fetchShare = (signal?: AbortSignal) => get<ShareResult>("dashboard.getShare", {}, {}, signal);
