import type { Migration } from "kysely";
import { type AnyDb, columnsOf, createTables } from "../../db/migration-kit.ts";

/** Partitions, their device documents, and the publication history (spec 2 §3). */
export const apaMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      apa_partitions: {
        partition: "text primary key",
        title: "text not null",
        visible: "integer not null",
        position: "integer not null",
        refuses_category: "text",
      },
      apa_documents: {
        device_id: "text not null",
        partition: "text not null",
        ...columnsOf(["name", "category", "icon", "edition", "editor"], "text not null"),
        ...columnsOf(["uat_publication", "uat_publisher", "prod_publication", "prod_publisher"], "text"),
        "primary key": "partition, device_id",
        "index apa_documents_category_idx": "partition, category, device_id",
        "index apa_documents_device_idx": "device_id, partition",
      },
      apa_history: {
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
        "index apa_history_partition_idx": "partition, timestamp",
        "index apa_history_device_idx": "device_id, partition, environment, type, timestamp",
        "index apa_history_job_uq": "unique bulk_job_id, device_id, partition",
      },
    });
  },
};
