import { dashboardCalls, type EdgeArea, type Histogram, type HistogramSeries } from "../contract/dashboard";
import { callService } from "./call";

// The edge services of spec 2 §7 and dashboard/share, one fetcher per declared call (src/contract/dashboard.ts).

export type * from "../contract/dashboard";

/** Where a call's window ends and how far back it looks; no `until` means the server's now. */
export type WindowQuery = { interval: string; until?: string };
export type PageQuery = { start: number; length: number };
export type UserOnEdge = { user_id: number; edge_id: string };

/** Absent and empty values stay out of the query string (the server applies its defaults). */
const present = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== "")) as T;

export const fetchEdges = (
  area: EdgeArea,
  query: WindowQuery & PageQuery & { search?: string },
  signal?: AbortSignal,
) => callService(dashboardCalls.listEdges, { params: { area }, query: present(query) }, { signal });

export const fetchHistogram = (
  area: EdgeArea,
  query: WindowQuery & { bucket: number; edges: readonly string[] },
  signal?: AbortSignal,
) =>
  callService(
    dashboardCalls.getHistogram,
    { params: { area }, query: present({ ...query, edges: query.edges.join(",") }) },
    { signal },
  );

/** Spec 2 §7: the API answers its series at the top of the result, buffer and video under `errors`. */
export function histogramSeries(histogram: Histogram): HistogramSeries {
  return "errors" in histogram ? histogram.errors : histogram;
}

export const fetchUsers = (
  area: EdgeArea,
  query: PageQuery & Partial<WindowQuery> & { edge_id?: string; email?: string },
  signal?: AbortSignal,
) => callService(dashboardCalls.listUsers, { params: { area }, query: present(query) }, { signal });

export const fetchDevices = (area: EdgeArea, query: UserOnEdge, signal?: AbortSignal) =>
  callService(dashboardCalls.listDevices, { params: { area }, query }, { signal });

export const fetchContents = (
  area: EdgeArea,
  query: UserOnEdge & PageQuery & { device_id: string },
  signal?: AbortSignal,
) => callService(dashboardCalls.listContents, { params: { area }, query }, { signal });

export const fetchEvents = (
  area: EdgeArea,
  query: UserOnEdge & { device_id: string; content_id: number },
  signal?: AbortSignal,
) => callService(dashboardCalls.listEvents, { params: { area }, query }, { signal });

export const fetchEvent = (area: EdgeArea, id: number, signal?: AbortSignal) =>
  callService(dashboardCalls.getEvent, { params: { area, id } }, { signal });

export type ReportInput = { area: EdgeArea; email: string; subject: string; body: string };

export const sendReport = ({ area, ...body }: ReportInput) =>
  callService(dashboardCalls.sendReport, { params: { area }, body });

export const fetchShare = (signal?: AbortSignal) => callService(dashboardCalls.getShare, {}, { signal });
