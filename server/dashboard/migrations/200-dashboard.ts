import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

// Edge monitoring (spec 2 §3). Plain types and composite keys only, so the same DDL runs on PostgreSQL.
export const dashboardMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("edge_servers")
      .addColumn("edge_key", "integer", (c) => c.primaryKey())
      .addColumn("area", "text", (c) => c.notNull())
      .addColumn("edge_id", "text", (c) => c.notNull())
      .addColumn("number", "integer")
      .addColumn("host", "text", (c) => c.notNull())
      .addColumn("site", "text", (c) => c.notNull())
      .addUniqueConstraint("edge_servers_area_id_unique", ["area", "edge_id"])
      .execute();
    await db.schema
      .createTable("edge_error_counts")
      .addColumn("series_id", "integer", (c) => c.notNull())
      .addColumn("resolution", "integer", (c) => c.notNull())
      .addColumn("minute", "integer", (c) => c.notNull())
      .addColumn("errors", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("edge_error_counts_pk", ["series_id", "resolution", "minute"])
      .execute();
    await db.schema
      .createTable("edge_users")
      .addColumn("user_id", "integer", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("username", "text", (c) => c.notNull())
      .addColumn("region", "text", (c) => c.notNull())
      .addColumn("subscription", "text", (c) => c.notNull())
      .addColumn("user_hash", "text", (c) => c.notNull())
      .addColumn("hks", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("edge_devices")
      .addColumn("device_key", "integer", (c) => c.primaryKey())
      .addColumn("device_id", "text", (c) => c.notNull().unique())
      .addColumn("user_id", "integer", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("ip", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("brand", "text", (c) => c.notNull())
      .addColumn("model", "text", (c) => c.notNull())
      .addColumn("os", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("edge_contents")
      .addColumn("content_id", "integer", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("group_id", "integer")
      .execute();
    await db.schema
      .createTable("edge_events")
      .addColumn("event_id", "integer", (c) => c.primaryKey())
      .addColumn("edge_key", "integer", (c) => c.notNull())
      .addColumn("user_id", "integer", (c) => c.notNull())
      .addColumn("device_key", "integer", (c) => c.notNull())
      .addColumn("content_id", "integer", (c) => c.notNull())
      .addColumn("event", "text", (c) => c.notNull())
      .addColumn("status", "integer", (c) => c.notNull())
      .addColumn("time", "text", (c) => c.notNull())
      .addColumn("server", "text", (c) => c.notNull())
      .addColumn("url", "text")
      .addColumn("buffer_duration", "integer")
      .addColumn("chunks_failed", "integer", (c) => c.notNull())
      .addColumn("visualization_id", "text")
      .addColumn("app_version", "text", (c) => c.notNull())
      .addColumn("operator", "text", (c) => c.notNull())
      .execute();
    for (const [name, table, columns] of DASHBOARD_INDEXES)
      await db.schema.createIndex(name).on(table).columns(columns).execute();
  },
};

/** Secondary indexes (the seed's loader drops and rebuilds them around its bulk load). */
const DASHBOARD_INDEXES: readonly [name: string, table: string, columns: string[]][] = [
  ["edge_users_email_idx", "edge_users", ["email"]],
  ["edge_devices_user_idx", "edge_devices", ["user_id"]],
  // Covering: the per-edge and per-user counts read only this index, never the wide event rows.
  [
    "edge_events_edge_time_idx",
    "edge_events",
    ["edge_key", "time", "user_id", "status", "chunks_failed", "visualization_id"],
  ],
  ["edge_events_user_idx", "edge_events", ["user_id", "edge_key", "time"]],
];
