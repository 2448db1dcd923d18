import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

/** Partitions, their device documents, and the publication history (spec 2 §3). */
export const apaMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("apa_partitions")
      .addColumn("partition", "text", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("visible", "integer", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("refuses_category", "text")
      .execute();
    let documents = db.schema
      .createTable("apa_documents")
      .addColumn("device_id", "text", (c) => c.notNull())
      .addColumn("partition", "text", (c) => c.notNull());
    for (const column of ["name", "category", "icon", "edition", "editor"]) {
      documents = documents.addColumn(column, "text", (c) => c.notNull());
    }
    for (const column of ["uat_publication", "uat_publisher", "prod_publication", "prod_publisher"]) {
      documents = documents.addColumn(column, "text");
    }
    await documents.addPrimaryKeyConstraint("apa_documents_pk", ["partition", "device_id"]).execute();
    await db.schema
      .createIndex("apa_documents_category_idx")
      .on("apa_documents")
      .columns(["partition", "category", "device_id"])
      .execute();
    await db.schema
      .createIndex("apa_documents_device_idx")
      .on("apa_documents")
      .columns(["device_id", "partition"])
      .execute();
    let history = db.schema
      .createTable("apa_history")
      .addColumn("history_id", "integer", (c) => c.primaryKey());
    for (const column of [
      "device_id",
      "partition",
      "environment",
      "type",
      "comments",
      "public_date",
      "user",
      "appkey",
    ]) {
      history = history.addColumn(column, "text", (c) => c.notNull());
    }
    await history
      .addColumn("timestamp", "bigint", (c) => c.notNull())
      .addColumn("active", "integer", (c) => c.notNull())
      .addColumn("bulk_job_id", "integer")
      .execute();
    await db.schema
      .createIndex("apa_history_partition_idx")
      .on("apa_history")
      .columns(["partition", "timestamp"])
      .execute();
    await db.schema
      .createIndex("apa_history_device_idx")
      .on("apa_history")
      .columns(["device_id", "partition", "environment", "type", "timestamp"])
      .execute();
    await db.schema
      .createIndex("apa_history_job_uq")
      .on("apa_history")
      .columns(["bulk_job_id", "device_id", "partition"])
      .unique()
      .execute();
  },
};
