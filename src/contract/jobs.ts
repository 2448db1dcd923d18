import { z } from "zod";
import { defineCalls } from "./define.ts";
import { idParams } from "./fields.ts";

// Bulk jobs (the design card's resumable bulk actions): a job of many items that a server worker runs, item by
// item, with each item's outcome (and its parts', e.g. APA partitions). Any module queues its own kind; these
// calls read, cancel and retry the caller's jobs whatever their kind.

export const BULK_JOB_STATUSES = ["running", "done", "cancelled"] as const;
export const BULK_ITEM_STATUSES = ["pending", "done", "failed", "invalid", "cancelled"] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];
export type BulkItemStatus = (typeof BULK_ITEM_STATUSES)[number];

export const bulkJobSummary = z.object({
  job_id: z.int(),
  kind: z.string(),
  /** What the job does, in the words of the user who queued it (e.g. "apa.bulkPublish uat asset"). */
  title: z.string(),
  /**
   * What the title says, as codes the console words in the user's language with the kind (an APA job's
   * environment, type and partition); null for a job stored before these were kept: its `title` is shown.
   */
  params: z.record(z.string(), z.string()).nullable(),
  status: z.enum(BULK_JOB_STATUSES),
  total: z.int(),
  done: z.int(),
  failed: z.int(),
  invalid: z.int(),
  cancelled: z.int(),
  pending: z.int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type BulkJobSummary = z.output<typeof bulkJobSummary>;

/** One part of an item (an APA partition): status '0' OK, '1' error. */
export const bulkItemPart = z.object({ status: z.enum(["0", "1"]), message: z.string() });
export const bulkJobItem = z.object({
  key: z.string(),
  status: z.enum(BULK_ITEM_STATUSES),
  parts: z.record(z.string(), bulkItemPart),
  attempts: z.int(),
});
export type BulkJobItem = z.output<typeof bulkJobItem>;
export const bulkJobDetail = bulkJobSummary.extend({ items: z.array(bulkJobItem) });
export type BulkJobDetail = z.output<typeof bulkJobDetail>;

/**
 * What the notification stream carries when a job moves: its summary and the items settled since the last push
 * (none on the last). The console writes both into its cache as they are, without fetching the job again.
 */
export const bulkJobProgress = bulkJobDetail;
export type BulkJobProgress = z.output<typeof bulkJobProgress>;

const jobParams = idParams("job_id");

export const jobCalls = defineCalls("jobs", {
  listJobs: {
    summary: "The caller's bulk jobs, newest first (the last 20)",
    method: "GET",
    path: "/jobs",
    result: z.array(bulkJobSummary),
    access: "signed-in",
  },
  getJob: {
    summary: "One of the caller's bulk jobs with every item's status",
    method: "GET",
    path: "/jobs/:job_id",
    params: jobParams,
    result: bulkJobDetail,
    errors: ["job_not_found"],
    access: "signed-in",
  },
  cancelJob: {
    summary: "Cancels the caller's running job: items not yet processed are cancelled",
    method: "POST",
    path: "/jobs/:job_id/cancel",
    params: jobParams,
    result: bulkJobSummary,
    errors: ["job_not_found", "job_not_running"],
    access: "signed-in",
  },
  retryJob: {
    summary: "Runs the failed items of the caller's finished job again (only those)",
    method: "POST",
    path: "/jobs/:job_id/retry",
    params: jobParams,
    result: bulkJobSummary,
    errors: ["job_not_found", "job_nothing_to_retry", "user_without_permission"],
    access: "signed-in",
  },
});
