import type { Migration } from "kysely";
import { type AnyDb, columnsOf, createIndexes, createTable } from "../../db/migration-kit.ts";

/** Partitions, their device documents, and the publication history (spec 2 §3). */
export const apaMigration: Migration = {
  async up(db: AnyDb) {
    await createTable(db, "apa_partitions", {
      partition: "text primary key",
      title: "text not null",
      visible: "integer not null",
      position: "integer not null",
      refuses_category: "text",
    });
    await createTable(
      db,
      "apa_documents",
      {
        device_id: "text not null",
        partition: "text not null",
        ...columnsOf(["name", "category", "icon", "edition", "editor"], "text not null"),
        ...columnsOf(["uat_publication", "uat_publisher", "prod_publication", "prod_publisher"], "text"),
      },
      { primaryKey: "partition, device_id" },
    );
    await createIndexes(db, "apa_documents", {
      apa_documents_category_idx: "partition, category, device_id",
      apa_documents_device_idx: "device_id, partition",
    });
    await createTable(db, "apa_history", {
      history_id: "integer primary key",
      device_id: "text not null",
      partition: "text not null",
      environment: "text not null",
      type: "text not null",
      comments: "text not null",
      public_date: "text not null",
      user: "text not null",
      appkey: "text not null",
      timestamp: "bigint not null",
      active: "integer not null",
      bulk_job_id: "integer",
    });
    await createIndexes(db, "apa_history", {
      apa_history_partition_idx: "partition, timestamp",
      apa_history_device_idx: "device_id, partition, environment, type, timestamp",
      apa_history_job_uq: "unique bulk_job_id, device_id, partition",
    });
  },
};
