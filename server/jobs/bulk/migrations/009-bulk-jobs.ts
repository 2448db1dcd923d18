import { type Kysely, type Migration, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

/** Bulk jobs and their items: the primary key (job, item) is what makes each item run once per job. */
export const bulkJobsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("bulk_jobs")
      .addColumn("bulk_job_id", "integer", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("owner_id", "integer", (c) => c.notNull())
      .addColumn("access", "text", (c) => c.notNull())
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('running', 'done', 'cancelled')`))
      .addColumn("total", "integer", (c) => c.notNull())
      .addColumn("retries", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("finished_at", "text")
      .execute();
    await db.schema
      .createIndex("bulk_jobs_owner_idx")
      .on("bulk_jobs")
      .columns(["owner_id", "bulk_job_id"])
      .execute();
    await db.schema
      .createTable("bulk_job_items")
      .addColumn("bulk_job_id", "integer", (c) => c.notNull())
      .addColumn("item_key", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) =>
        c.notNull().check(sql`status in ('pending', 'done', 'failed', 'invalid', 'cancelled')`),
      )
      .addColumn("parts", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("updated_at", "text")
      .addPrimaryKeyConstraint("bulk_job_items_pk", ["bulk_job_id", "item_key"])
      .execute();
    await db.schema
      .createIndex("bulk_job_items_next_idx")
      .on("bulk_job_items")
      .columns(["bulk_job_id", "status", "position"])
      .execute();
  },
};
