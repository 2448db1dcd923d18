import type { Kysely } from "kysely";
import type { EdgeArea, EventStatus } from "../../src/contract/dashboard.ts";
import { moduleDb } from "../db/module-db.ts";
import type { Database } from "../db/schema.ts";

// Tables of the edge monitoring (spec 2 §3). The module keeps them to itself: its queries see the shared
// tables plus these (dashboardDb).

export type EdgeServerTable = {
  edge_key: number;
  area: EdgeArea;
  /** The spec's edge id: the edge number as text, or 'default' for errors no edge claimed. */
  edge_id: string;
  number: number | null;
  host: string;
  site: string;
};

/**
 * Errors per edge (series_id = edge_key) or per area total (a negative series_id, see series.ts), kept at
 * several resolutions: one row per `resolution` minutes starting at `minute` (minutes since the epoch).
 * Minutes without errors have no row.
 */
export type EdgeErrorCountTable = { series_id: number; resolution: number; minute: number; errors: number };

export type EdgeUserTable = {
  user_id: number;
  email: string;
  username: string;
  region: string;
  subscription: string;
  user_hash: string;
  hks: string;
};

export type EdgeDeviceTable = {
  device_key: number;
  device_id: string;
  user_id: number;
  category: string;
  ip: string;
  kind: string;
  brand: string;
  model: string;
  os: string;
};

export type EdgeContentTable = { content_id: number; title: string; group_id: number | null };

export type EdgeEventTable = {
  event_id: number;
  edge_key: number;
  user_id: number;
  device_key: number;
  content_id: number;
  event: string;
  status: EventStatus;
  /** ISO 8601 instant (UTC, milliseconds): compares in time order as text on every database. */
  time: string;
  server: string;
  url: string | null;
  buffer_duration: number | null;
  /** Video: chunks that failed to download in this event. */
  chunks_failed: number;
  /** Buffer: the playback (visualization) the event belongs to. */
  visualization_id: string | null;
  app_version: string;
  /** The operator's request, response and failure data, as JSON. */
  operator: string;
};

export type DashboardTables = {
  edge_servers: EdgeServerTable;
  edge_error_counts: EdgeErrorCountTable;
  edge_users: EdgeUserTable;
  edge_devices: EdgeDeviceTable;
  edge_contents: EdgeContentTable;
  edge_events: EdgeEventTable;
};

export type DashboardDatabase = Database & DashboardTables;
export type DashboardDb = Kysely<DashboardDatabase>;
export const dashboardDb = moduleDb<DashboardTables>();
