import type { Migration } from "kysely";
import { type AnyDb, createTables } from "../../../db/migration-kit.ts";

/** Bulk jobs and their items: the primary key (job, item) is what makes each item run once per job. */
export const bulkJobsMigration: Migration = {
  async up(db: AnyDb) {
    await createTables(db, {
      bulk_jobs: {
        bulk_job_id: "integer primary key",
        kind: "text not null",
        title: "text not null",
        owner_id: "integer not null",
        access: "text not null",
        payload: "text not null",
        status: "text not null check (status in ('running', 'done', 'cancelled'))",
        total: "integer not null",
        retries: "integer not null default 0",
        created_at: "text not null",
        finished_at: "text",
        "index bulk_jobs_owner_idx": "owner_id, bulk_job_id",
      },
      bulk_job_items: {
        bulk_job_id: "integer not null",
        item_key: "text not null",
        position: "integer not null",
        status: "text not null check (status in ('pending', 'done', 'failed', 'invalid', 'cancelled'))",
        parts: "text not null default '{}'",
        attempts: "integer not null default 0",
        updated_at: "text",
        "primary key": "bulk_job_id, item_key",
        "index bulk_job_items_next_idx": "bulk_job_id, status, position",
      },
    });
  },
};
