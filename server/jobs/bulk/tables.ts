import type { Generated } from "kysely";
import type { BulkItemStatus, BulkJobStatus } from "../../../src/contract/jobs.ts";
import { moduleDb } from "../../db/module-db.ts";

// Tables of the bulk jobs (migration 009): a job of many items, and each item's outcome. The queue's `jobs`
// row only says "run bulk job N"; progress, cancellation and retries live here.

export type BulkJobTable = {
  bulk_job_id: Generated<number>;
  kind: string;
  /** The title as first stored: what the console shows of a job stored without `title_params`. */
  title: string;
  /** JSON object of strings: what the title says (migration 011), worded by the console; null before it. */
  title_params: string | null;
  owner_id: number;
  /** JSON list of the permission modules whose view privilege a retry needs (any of them). */
  access: string;
  payload: string;
  status: BulkJobStatus;
  total: number;
  /** How many retries were queued: the dedupe key of the next queue job. */
  retries: number;
  created_at: string;
  finished_at: string | null;
};

export type BulkJobItemTable = {
  bulk_job_id: number;
  item_key: string;
  position: number;
  status: BulkItemStatus;
  /** JSON object: part name → { status, message }. */
  parts: string;
  attempts: number;
  updated_at: string | null;
};

export type BulkTables = { bulk_jobs: BulkJobTable; bulk_job_items: BulkJobItemTable };
export const bulkDb = moduleDb<BulkTables>();
export type BulkDb = ReturnType<typeof bulkDb>;
