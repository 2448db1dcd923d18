import type { EdgeArea, EventDetail } from "../../src/contract/dashboard.ts";
import { ApiError } from "../envelope.ts";
import type { DashboardDb } from "./tables.ts";

// Get event by id (spec 2 §3's event detail): the event with its user, device, application and the
// operator's request, response and failure data.

/** An event's own columns: the drill-down's list of a content's events shows these, the detail more. */
export const EVENT_COLUMNS = [
  "ev.event_id",
  "ev.event",
  "ev.status",
  "ev.time",
  "ev.server",
  "ev.url",
  "ev.buffer_duration",
] as const;

export async function getEvent(db: DashboardDb, area: EdgeArea, eventId: number): Promise<EventDetail> {
  const row = await db
    .selectFrom("edge_events as ev")
    .innerJoin("edge_servers as s", "s.edge_key", "ev.edge_key")
    .innerJoin("edge_users as u", "u.user_id", "ev.user_id")
    .innerJoin("edge_devices as d", "d.device_key", "ev.device_key")
    .select([
      ...EVENT_COLUMNS,
      "ev.content_id",
      "ev.app_version",
      "ev.operator",
      "s.edge_id",
      "u.user_id",
      "u.email",
      "u.hks",
      "u.user_hash",
      "d.device_id",
      "d.kind",
      "d.brand",
      "d.model",
      "d.os",
    ])
    .where("ev.event_id", "=", eventId)
    .where("s.area", "=", area)
    .executeTakeFirst();
  if (!row) throw new ApiError("edge_event_not_found");
  const operator = JSON.parse(row.operator) as EventDetail["operator"];
  return {
    id: row.event_id,
    event: row.event,
    status: row.status,
    time: row.time,
    server: row.server,
    url: row.url,
    buffer_duration: row.buffer_duration,
    edge_id: row.edge_id,
    content_id: row.content_id,
    user: { id: row.user_id, email: row.email, hks: row.hks, userhash: row.user_hash },
    device: { kind: row.kind, brand: row.brand, model: row.model, os: row.os, deviceid: row.device_id },
    application: { version: row.app_version },
    operator: { request: operator.request, response: operator.response, faildata: operator.faildata },
  };
}
