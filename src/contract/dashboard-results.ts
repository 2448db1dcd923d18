import { z } from "zod";

// What the edge services answer (spec 2 §3, §7), shared by the reference server (checked in tests) and the
// console (typed fetchers). Every list states the window it covers and echoes the request's draw.

/** Error counts of a row: events.error everywhere; chunks (video) and visualizations (buffer) besides. */
export const errorCounts = z.object({
  events: z.object({ error: z.number() }),
  chunks: z.object({ error: z.number() }).optional(),
  visualizations: z.object({ error: z.number() }).optional(),
});
export type ErrorCounts = z.output<typeof errorCounts>;

const window = { interval: z.string(), since: z.string(), until: z.string() };
export type Window = { interval: string; since: string; until: string };
const listed = { ...window, draw: z.number(), total: z.number() };
/** A list answer: the window, the echoed draw and the total, then the rows under their name. */
const listOf = <const K extends string, Row extends z.ZodType>(name: K, row: Row) =>
  z.object({ ...listed, [name]: z.array(row) } as typeof listed & Record<K, z.ZodArray<Row>>);

export const edge = errorCounts.extend({
  id: z.string(),
  number: z.number().nullable(),
  host: z.string(),
  site: z.string(),
});
export type Edge = z.output<typeof edge>;
export const edgeList = listOf("edges", edge).extend({ errors_total: z.number() });
export type EdgeList = z.output<typeof edgeList>;

export const histogramEntry = z.object({ datetime: z.string(), errors: z.number() });
export type HistogramEntry = z.output<typeof histogramEntry>;
const histogramSeriesShape = {
  total: z.array(histogramEntry),
  edges: z.array(z.object({ id: z.string(), histogram: z.array(histogramEntry) })),
};
export const histogramSeries = z.object(histogramSeriesShape);
export type HistogramSeries = z.output<typeof histogramSeries>;
export type EdgeHistogram = HistogramSeries["edges"][number];
/** Spec 2 §7: API answers total and edges at the top; buffer and video under `errors`. */
export const histogram = z.union([
  z.object({ ...window, bucket: z.number(), ...histogramSeriesShape }),
  z.object({ ...window, bucket: z.number(), errors: histogramSeries }),
]);
export type Histogram = z.output<typeof histogram>;

export const edgeUser = errorCounts.extend({
  id: z.number(),
  edge_id: z.string(),
  region: z.string(),
  email: z.string(),
  username: z.string(),
  subscription: z.string(),
});
export type EdgeUser = z.output<typeof edgeUser>;
export const userList = listOf("users", edgeUser);
export type UserList = z.output<typeof userList>;

export const device = errorCounts.extend({
  id: z.string(),
  category: z.string(),
  ip: z.string(),
  user_id: z.number(),
  edge_id: z.string(),
});
export type Device = z.output<typeof device>;
export const deviceList = listOf("devices", device);
export type DeviceList = z.output<typeof deviceList>;

export const content = errorCounts.extend({
  content_id: z.number(),
  title: z.string(),
  group: z.object({ id: z.number().nullable() }),
});
export type Content = z.output<typeof content>;
export const contentList = listOf("contents", content);
export type ContentList = z.output<typeof contentList>;

/** Spec 2 §4: 0 danger, 1 ok, 2 warning. */
export const eventStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type EventStatus = z.output<typeof eventStatus>;
export const edgeEvent = z.object({
  id: z.number(),
  event: z.string(),
  status: eventStatus,
  time: z.string(),
  server: z.string(),
  url: z.string().nullable(),
  buffer_duration: z.number().nullable(),
});
export type EdgeEvent = z.output<typeof edgeEvent>;
export const eventList = listOf("events", edgeEvent);
export type EventList = z.output<typeof eventList>;

export const eventDetail = edgeEvent.extend({
  edge_id: z.string(),
  content_id: z.number(),
  user: z.object({ id: z.number(), email: z.string(), hks: z.string(), userhash: z.string() }),
  device: z.object({
    kind: z.string(),
    brand: z.string(),
    model: z.string(),
    os: z.string(),
    deviceid: z.string(),
  }),
  application: z.object({ version: z.string() }),
  operator: z.object({ request: z.unknown(), response: z.unknown(), faildata: z.unknown() }),
});
export type EventDetail = z.output<typeof eventDetail>;

export const reportResult = z.object({ queued: z.number() });
export type ReportResult = z.output<typeof reportResult>;
/** The server setting naming the analytics page (the dashboard home names it while none is configured). */
export const ANALYTICS_SETTING = "ADM_ANALYTICS_URL";

/** The analytics page to frame; null while the server has none configured (ANALYTICS_SETTING unset). */
export const shareResult = z.object({ url: z.string().nullable() });
export type ShareResult = z.output<typeof shareResult>;
