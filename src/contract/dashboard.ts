// The edge services of spec 2 §7 (api, video and buffer) and the dashboard home's share address, declared
// once for the reference server (validation) and the console (fetchers, types). The spec names no paths but
// dashboard/share: the others are this server's, listed in DASHBOARD_CALLS with their future operationIds.

export const EDGE_AREAS = ["video", "api", "buffer"] as const;
export type EdgeArea = (typeof EDGE_AREAS)[number];

/** Spec 2 §7: devices look back 20 days, contents and events 6 days; devices and events list up to 1,000. */
export const EDGE_INTERVALS = { users: "P20D", devices: "P20D", contents: "P6D", events: "P6D" } as const;
export const DRILL_QUANTITY = 1000;
export const DEFAULT_PAGE_LENGTH = 25;
/** The edge list's window when the console names none: the last day. */
export const DEFAULT_EDGE_WINDOW = "P1D";
/** Longest window any call accepts (the seed keeps 30 days). */
export const MAX_WINDOW_MINUTES = 90 * 1440;
/** A histogram answers at most this many buckets per series: the client widens its buckets to fit. */
export const MAX_HISTOGRAM_POINTS = 5000;
/** Spec 2 §9: the chart shows the total and up to 6 edges, one colour each. */
export const MAX_HISTOGRAM_EDGES = 6;
/** Spec 2 §7: the report's subject ('Informe Edge API' and the other areas alike). */
export const REPORT_SUBJECTS: Record<EdgeArea, string> = {
  video: "Informe Edge Video",
  api: "Informe Edge API",
  buffer: "Informe Edge Buffer",
};
export const MAX_REPORT_RECIPIENTS = 20;

/** Splits and trims a recipient list, dropping empty entries. */
export function recipientList(email: string | readonly string[]): string[] {
  const parts = typeof email === "string" ? email.split(/[,;\s]+/) : email;
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** One @, no spaces nor separators, a dot in the domain: what the report accepts as an address. */
const EMAIL = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\.]+(\.[^\s@<>(),;:"[\]\\.]+)*\.[a-z]{2,}$/i;

export const isEmailAddress = (text: string) => text.length <= 254 && EMAIL.test(text);

/** The recipients that are not e-mail addresses (none means all are valid). */
export function invalidRecipients(recipients: readonly string[]): string[] {
  return recipients.filter((recipient) => !isEmailAddress(recipient));
}

export type Paging = { start?: number; length?: number; from?: number; quantity?: number };

/** start/length, else from/quantity, else from 0 with the call's default length. */
export function pageOf(query: Paging, defaultLength: number): { offset: number; limit: number } {
  return {
    offset: query.start ?? query.from ?? 0,
    limit: query.length ?? query.quantity ?? defaultLength,
  };
}

// Results.

/** Error counts of a row: events.error everywhere; chunks (video) and visualizations (buffer) besides. */
export type ErrorCounts = {
  events: { error: number };
  chunks?: { error: number };
  visualizations?: { error: number };
};

export type Window = { interval: string; since: string; until: string };

export type Edge = ErrorCounts & { id: string; number: number | null; host: string; site: string };
export type EdgeList = Window & { draw: number; edges: Edge[]; total: number; errors_total: number };

export type HistogramEntry = { datetime: string; errors: number };
export type EdgeHistogram = { id: string; histogram: HistogramEntry[] };
export type HistogramSeries = { total: HistogramEntry[]; edges: EdgeHistogram[] };
/** Spec 2 §7: API answers total and edges at the top; buffer and video under `errors`. */
export type Histogram = Window & { bucket: number } & (HistogramSeries | { errors: HistogramSeries });

export type EdgeUser = ErrorCounts & {
  id: number;
  edge_id: string;
  region: string;
  email: string;
  username: string;
  subscription: string;
};
export type UserList = Window & { draw: number; users: EdgeUser[]; total: number };

export type Device = ErrorCounts & {
  id: string;
  category: string;
  ip: string;
  user_id: number;
  edge_id: string;
};
export type DeviceList = Window & { draw: number; devices: Device[]; total: number };

export type Content = ErrorCounts & { content_id: number; title: string; group: { id: number | null } };
export type ContentList = Window & { draw: number; contents: Content[]; total: number };

/** Spec 2 §4: 0 danger, 1 ok, 2 warning. */
export type EventStatus = 0 | 1 | 2;
export type EdgeEvent = {
  id: number;
  event: string;
  status: EventStatus;
  time: string;
  server: string;
  url: string | null;
  buffer_duration: number | null;
};
export type EventList = Window & { draw: number; events: EdgeEvent[]; total: number };

export type EventDetail = EdgeEvent & {
  edge_id: string;
  content_id: number;
  user: { id: number; email: string; hks: string; userhash: string };
  device: { kind: string; brand: string; model: string; os: string; deviceid: string };
  application: { version: string };
  operator: { request: unknown; response: unknown; faildata: unknown };
};

export type ReportResult = { queued: number };
export type ShareResult = { url: string };

/** One entry per call: the server mounts these paths, the console calls them. */
export const DASHBOARD_CALLS = {
  "dashboard.listEdges": { method: "GET", path: "/dashboard/edge/{area}/edges", privilege: "view" },
  "dashboard.getHistogram": { method: "GET", path: "/dashboard/edge/{area}/histogram", privilege: "view" },
  "dashboard.listUsers": { method: "GET", path: "/dashboard/edge/{area}/users", privilege: "view" },
  "dashboard.listDevices": { method: "GET", path: "/dashboard/edge/{area}/devices", privilege: "view" },
  "dashboard.listContents": { method: "GET", path: "/dashboard/edge/{area}/contents", privilege: "view" },
  "dashboard.listEvents": { method: "GET", path: "/dashboard/edge/{area}/events", privilege: "view" },
  "dashboard.getEvent": { method: "GET", path: "/dashboard/edge/{area}/event/{id}", privilege: "view" },
  "dashboard.sendReport": { method: "POST", path: "/dashboard/edge/{area}/mail", privilege: "edit" },
  "dashboard.getShare": { method: "GET", path: "/dashboard/share", privilege: "view" },
} as const;
export type DashboardCall = keyof typeof DASHBOARD_CALLS;
export const DASHBOARD_MODULE = "dashboard";
