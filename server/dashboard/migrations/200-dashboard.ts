import type { Migration } from "kysely";
import { type AnyDb, createIndexes, createTables } from "../../db/migration-kit.ts";

// Edge monitoring (spec 2 §3). Plain types and composite keys only, so the same DDL runs on PostgreSQL.
export const dashboardMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      edge_servers: {
        edge_key: "integer primary key",
        area: "text not null",
        edge_id: "text not null",
        number: "integer",
        host: "text not null",
        site: "text not null",
        "unique edge_servers_area_id_unique": "area, edge_id",
      },
      edge_error_counts: {
        series_id: "integer not null",
        resolution: "integer not null",
        minute: "integer not null",
        errors: "integer not null",
        "primary key": "series_id, resolution, minute",
      },
      edge_users: {
        user_id: "integer primary key",
        email: "text not null",
        username: "text not null",
        region: "text not null",
        subscription: "text not null",
        user_hash: "text not null",
        hks: "text not null",
      },
      edge_devices: {
        device_key: "integer primary key",
        device_id: "text not null unique",
        user_id: "integer not null",
        category: "text not null",
        ip: "text not null",
        kind: "text not null",
        brand: "text not null",
        model: "text not null",
        os: "text not null",
      },
      edge_contents: {
        content_id: "integer primary key",
        title: "text not null",
        group_id: "integer",
      },
      edge_events: {
        event_id: "integer primary key",
        edge_key: "integer not null",
        user_id: "integer not null",
        device_key: "integer not null",
        content_id: "integer not null",
        event: "text not null",
        status: "integer not null",
        time: "text not null",
        server: "text not null",
        url: "text",
        buffer_duration: "integer",
        chunks_failed: "integer not null",
        visualization_id: "text",
        app_version: "text not null",
        operator: "text not null",
      },
    });
    // Secondary indexes (the seed's loader drops and rebuilds them around its bulk load).
    await createIndexes(db, "edge_users", { edge_users_email_idx: "email" });
    await createIndexes(db, "edge_devices", { edge_devices_user_idx: "user_id" });
    await createIndexes(db, "edge_events", {
      // Covering: the per-edge and per-user counts read only this index, never the wide event rows.
      edge_events_edge_time_idx: "edge_key, time, user_id, status, chunks_failed, visualization_id",
      edge_events_user_idx: "user_id, edge_key, time",
    });
  },
};
