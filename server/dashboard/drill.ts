import type { ContentList, DeviceList, EdgeArea, EventList } from "../../src/contract/dashboard.ts";
import { isoMinute, type MinuteWindow } from "../../src/contract/dashboard-time.ts";
import { chunksSum, errorCounts, failedVisualizations } from "./edges.ts";
import { EVENT_COLUMNS } from "./event.ts";
import type { DashboardDb } from "./tables.ts";
import { errorEvents } from "./users.ts";
import { describeWindow } from "./window.ts";

// The drill-down below a user (spec 2 §7): their devices on an edge (P20D), the contents they played on a
// device (P6D) and the events of one content (P6D). Each reads the user's events through
// edge_events_user_idx (user_id, edge_key, time).

export type Page = { offset: number; limit: number };
export type UserOnEdge = { userId: number; edgeKey: number; edgeId: string };

export const userEvents = (db: DashboardDb, at: UserOnEdge, window: MinuteWindow) =>
  db
    .selectFrom("edge_events as ev")
    .innerJoin("edge_devices as d", "d.device_key", "ev.device_key")
    .where("ev.user_id", "=", at.userId)
    .where("ev.edge_key", "=", at.edgeKey)
    .where("ev.time", ">=", isoMinute(window.since))
    .where("ev.time", "<", isoMinute(window.until));

const counted = [
  errorEvents.as("errors"),
  chunksSum.as("chunks"),
  failedVisualizations.as("visualizations"),
] as const;

export async function listDevices(
  db: DashboardDb,
  area: EdgeArea,
  at: UserOnEdge,
  window: MinuteWindow,
  page: Page,
): Promise<Omit<DeviceList, "draw">> {
  const rows = await userEvents(db, at, window)
    .select(["d.device_id", "d.category", "d.ip", ...counted])
    .select((eb) => eb.fn.countAll<number>().over().as("total"))
    .groupBy(["d.device_id", "d.category", "d.ip"])
    .orderBy("errors", "desc")
    .orderBy("d.device_id")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    ...describeWindow(window),
    devices: rows.map((row) => ({
      id: row.device_id,
      category: row.category,
      ip: row.ip,
      user_id: at.userId,
      edge_id: at.edgeId,
      ...errorCounts(area, row.errors, row),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function listContents(
  db: DashboardDb,
  area: EdgeArea,
  at: UserOnEdge & { deviceId: string },
  window: MinuteWindow,
  page: Page,
): Promise<Omit<ContentList, "draw">> {
  const rows = await userEvents(db, at, window)
    .innerJoin("edge_contents as c", "c.content_id", "ev.content_id")
    .where("d.device_id", "=", at.deviceId)
    .select(["c.content_id", "c.title", "c.group_id", ...counted])
    .select((eb) => eb.fn.countAll<number>().over().as("total"))
    .groupBy(["c.content_id", "c.title", "c.group_id"])
    .orderBy("errors", "desc")
    .orderBy("c.content_id")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    ...describeWindow(window),
    contents: rows.map((row) => ({
      content_id: row.content_id,
      title: row.title,
      group: { id: row.group_id },
      ...errorCounts(area, row.errors, row),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function listEvents(
  db: DashboardDb,
  at: UserOnEdge & { deviceId: string; contentId: number },
  window: MinuteWindow,
  page: Page,
): Promise<Omit<EventList, "draw">> {
  const rows = await userEvents(db, at, window)
    .where("d.device_id", "=", at.deviceId)
    .where("ev.content_id", "=", at.contentId)
    .select([...EVENT_COLUMNS, (eb) => eb.fn.countAll<number>().over().as("total")])
    .orderBy("ev.time", "desc")
    .orderBy("ev.event_id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    ...describeWindow(window),
    events: rows.map(({ event_id, total: _, ...event }) => ({ id: event_id, ...event })),
    total: Number(rows[0]?.total ?? 0),
  };
}
