import type { Kysely } from "kysely";
import type {
  BulkItemStatus,
  BulkJobDetail,
  BulkJobItem,
  BulkJobSummary,
} from "../../../src/contract/jobs.ts";
import { isoAt } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { enqueueJob } from "../queue.ts";
import { type BulkTables, bulkDb } from "./tables.ts";

type AnyBulkDb = Kysely<Database & BulkTables>;

export type NewBulkJob = {
  /** The queue's job kind, `<module>.<verb>`, run by the handler the module declares (bulkJobHandler). */
  kind: string;
  /** A plain title, kept with the job; the console words it from the kind and `titleParams`. */
  title: string;
  /** What the title says (an APA job's environment, type and partition), as `<module>.jobs.params` codes. */
  titleParams: Record<string, string>;
  ownerId: number;
  /** Modules whose view privilege a retry needs (any of them). */
  access: readonly string[];
  payload: unknown;
  /**
   * Items in order; an item already known to be invalid is recorded as such and never run, with the parts
   * that say why when given.
   */
  items: readonly { key: string; invalid?: boolean; parts?: BulkJobItem["parts"] }[];
};

const CHUNK = 200;

/**
 * Stores a bulk job, its items and the queue job that runs it, inside the caller's transaction (so all exist
 * or none); the caller wakes the workers once it has committed.
 */
export async function createBulkJob(trx: Db, job: NewBulkJob, now: number): Promise<number> {
  const db = bulkDb(trx);
  const { bulk_job_id } = await db
    .insertInto("bulk_jobs")
    .values({
      kind: job.kind,
      title: job.title,
      title_params: JSON.stringify(job.titleParams),
      owner_id: job.ownerId,
      access: JSON.stringify(job.access),
      payload: JSON.stringify(job.payload),
      status: "running",
      total: job.items.length,
      retries: 0,
      created_at: isoAt(now),
      finished_at: null,
    })
    .returning("bulk_job_id")
    .executeTakeFirstOrThrow();
  for (let start = 0; start < job.items.length; start += CHUNK) {
    const rows = job.items.slice(start, start + CHUNK).map((item, index) => ({
      bulk_job_id,
      item_key: item.key,
      position: start + index,
      status: (item.invalid ? "invalid" : "pending") as BulkItemStatus,
      parts: JSON.stringify(item.parts ?? {}),
      attempts: 0,
      updated_at: item.invalid ? isoAt(now) : null,
    }));
    await db.insertInto("bulk_job_items").values(rows).execute();
  }
  await enqueueJob(trx, runOf(job.kind, bulk_job_id, 0), now);
  return bulk_job_id;
}

/** The queue job that runs (or resumes) a bulk job; one per job and retry round (its dedupe key). */
const runOf = (kind: string, id: number, round: number) => ({
  kind,
  payload: { bulk_job_id: id },
  dedupeKey: `bulk:${id}:${round}`,
});

const COUNTED = ["done", "failed", "invalid", "cancelled", "pending"] as const;

async function countsOf(db: AnyBulkDb, ids: readonly number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom("bulk_job_items")
          .select(["bulk_job_id", "status", (eb) => eb.fn.countAll<number>().as("n")])
          .where("bulk_job_id", "in", ids)
          .groupBy(["bulk_job_id", "status"])
          .execute();
  const counts = new Map<number, Record<(typeof COUNTED)[number], number>>();
  for (const id of ids) counts.set(id, { done: 0, failed: 0, invalid: 0, cancelled: 0, pending: 0 });
  for (const row of rows) {
    const entry = counts.get(row.bulk_job_id);
    if (entry) entry[row.status] = Number(row.n);
  }
  return counts;
}

const jobColumns = [
  "bulk_job_id",
  "kind",
  "title",
  "title_params",
  "owner_id",
  "access",
  "payload",
  "status",
  "total",
  "retries",
  "created_at",
  "finished_at",
] as const;

/** The owner's jobs, newest first, with their counts. */
export async function listBulkJobs(base: Db, ownerId: number, limit = 20): Promise<BulkJobSummary[]> {
  const db = bulkDb(base);
  const jobs = await db
    .selectFrom("bulk_jobs")
    .select(jobColumns)
    .where("owner_id", "=", ownerId)
    .orderBy("bulk_job_id", "desc")
    .limit(limit)
    .execute();
  const counts = await countsOf(
    db,
    jobs.map((job) => job.bulk_job_id),
  );
  return jobs.map((job) => summaryOf(job, counts.get(job.bulk_job_id)));
}

type JobRow = {
  bulk_job_id: number;
  kind: string;
  title: string;
  title_params: string | null;
  status: BulkJobSummary["status"];
} & {
  total: number;
  created_at: string;
  finished_at: string | null;
};

function summaryOf(
  job: JobRow,
  counts: Record<(typeof COUNTED)[number], number> | undefined,
): BulkJobSummary {
  return {
    job_id: job.bulk_job_id,
    kind: job.kind,
    title: job.title,
    params: job.title_params === null ? null : JSON.parse(job.title_params),
    status: job.status,
    total: job.total,
    done: counts?.done ?? 0,
    failed: counts?.failed ?? 0,
    invalid: counts?.invalid ?? 0,
    cancelled: counts?.cancelled ?? 0,
    pending: counts?.pending ?? 0,
    created_at: job.created_at,
    finished_at: job.finished_at,
  };
}

/** A job row (anyone's: the routes check the owner). */
export const findBulkJob = (base: Db, id: number) =>
  bulkDb(base).selectFrom("bulk_jobs").select(jobColumns).where("bulk_job_id", "=", id).executeTakeFirst();

export async function bulkJobSummary(base: Db, id: number): Promise<BulkJobSummary | undefined> {
  const job = await findBulkJob(base, id);
  if (!job) return undefined;
  return summaryOf(job, (await countsOf(bulkDb(base), [id])).get(id));
}

/** A job with its items: all of them, or only those of the given keys. */
export async function bulkJobDetail(
  base: Db,
  id: number,
  keys?: readonly string[],
): Promise<BulkJobDetail | undefined> {
  const summary = await bulkJobSummary(base, id);
  if (!summary) return undefined;
  if (keys?.length === 0) return { ...summary, items: [] };
  const items = await bulkDb(base)
    .selectFrom("bulk_job_items")
    .select(["item_key", "status", "parts", "attempts"])
    .where("bulk_job_id", "=", id)
    .$if(keys !== undefined, (query) => query.where("item_key", "in", keys as readonly string[]))
    .orderBy("position")
    .execute();
  return {
    ...summary,
    items: items.map((item) => ({
      key: item.item_key,
      status: item.status,
      parts: JSON.parse(item.parts),
      attempts: item.attempts,
    })),
  };
}

/** Cancels a running job: its pending items are cancelled (one being processed finishes first). */
export async function cancelBulkJob(base: Db, id: number, now: number): Promise<boolean> {
  return base.transaction().execute(async (trx) => {
    const db = bulkDb(trx);
    const changed = await db
      .updateTable("bulk_jobs")
      .set({ status: "cancelled", finished_at: isoAt(now) })
      .where("bulk_job_id", "=", id)
      .where("status", "=", "running")
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return false;
    await db
      .updateTable("bulk_job_items")
      .set({ status: "cancelled", updated_at: isoAt(now) })
      .where("bulk_job_id", "=", id)
      .where("status", "=", "pending")
      .execute();
    return true;
  });
}

/**
 * Puts a finished job's failed items (only those) back to pending and queues a new run; false when none
 * failed. The caller wakes the workers.
 */
export async function retryBulkJob(base: Db, id: number, now: number): Promise<boolean> {
  return base.transaction().execute(async (trx) => {
    const db = bulkDb(trx);
    const job = await db
      .updateTable("bulk_jobs")
      .set((eb) => ({ status: "running", finished_at: null, retries: eb("retries", "+", 1) }))
      .where("bulk_job_id", "=", id)
      .where("status", "!=", "running")
      .returning(["kind", "retries"])
      .executeTakeFirst();
    if (!job) return false;
    const reset = await db
      .updateTable("bulk_job_items")
      .set({ status: "pending", updated_at: isoAt(now) })
      .where("bulk_job_id", "=", id)
      .where("status", "=", "failed")
      .executeTakeFirst();
    if (reset.numUpdatedRows === 0n) throw new NothingToRetry();
    await enqueueJob(trx, runOf(job.kind, id, job.retries), now);
    return true;
  });
}

/** Rolls the retry back: the job had no failed item. */
export class NothingToRetry extends Error {}
