import { type Kysely, sql } from "kysely";
import { isoAt } from "../context.ts";
import { type Db, isPostgres } from "../db/database.ts";
import type { Database } from "../db/schema.ts";

// A job table shared by every server process: a job is claimed by one worker at a time and, once done, never
// runs again. A claim hides the job for a lease (run_at moves to its end); a worker that dies mid-job leaves it
// to be claimed again when the lease runs out, so handlers must tolerate a rerun after a crash.

export type Job = { job_id: number; kind: string; payload: unknown; attempts: number; locked_by: string };

export type NewJob = {
  kind: string;
  payload?: unknown;
  /** Earliest start (ms); now by default. */
  runAt?: number;
  /** A second job with the same key is not queued (a run scheduled by every replica is queued once). */
  dedupeKey?: string;
};

/** Queues a job (on the database or inside a transaction); returns its id, or null when its dedupe key is taken. */
export async function enqueueJob(db: Kysely<Database>, job: NewJob, now: number): Promise<number | null> {
  const row = await db
    .insertInto("jobs")
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      dedupe_key: job.dedupeKey ?? null,
      status: "pending",
      run_at: isoAt(job.runAt ?? now),
      locked_by: null,
      finished_at: null,
      error: null,
      created_at: isoAt(now),
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .returning("job_id")
    .executeTakeFirst();
  return row?.job_id ?? null;
}

export type ClaimOptions = { kinds: readonly string[]; worker: string; leaseMs: number; now: number };

/**
 * Claims the pending job of these kinds that is due first, in one statement. PostgreSQL: the candidate row is
 * locked FOR UPDATE SKIP LOCKED, so concurrent claimers each take a different job without waiting. SQLite: one
 * writer at a time makes the same statement atomic.
 */
export async function claimJob(db: Db, options: ClaimOptions): Promise<Job | null> {
  if (options.kinds.length === 0) return null;
  const row = await claimJobQuery(db, options).executeTakeFirst();
  if (!row) return null;
  return { ...row, payload: JSON.parse(row.payload), locked_by: options.worker };
}

/** The claim statement (exported for the query-plan test). */
export function claimJobQuery(db: Db, options: ClaimOptions) {
  let next = db
    .selectFrom("jobs")
    .select("job_id")
    // A literal, not a parameter: only then may the planner use the partial index of pending jobs.
    .where("status", "=", sql.lit("pending"))
    .where("run_at", "<=", isoAt(options.now))
    .where("kind", "in", options.kinds)
    .orderBy("run_at")
    .orderBy("job_id")
    .limit(1);
  if (isPostgres(db)) next = next.forUpdate().skipLocked();
  return db
    .updateTable("jobs")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      locked_by: options.worker,
      run_at: isoAt(options.now + options.leaseMs),
    }))
    .where("job_id", "=", next)
    .where("status", "=", "pending")
    .returning(["job_id", "kind", "payload", "attempts"]);
}

/** The claim still holds: same worker, same attempt (a worker whose lease ran out has lost the job). */
const heldBy = (db: Db, job: Job) =>
  db
    .updateTable("jobs")
    .where("job_id", "=", job.job_id)
    .where("status", "=", "pending")
    .where("locked_by", "=", job.locked_by)
    .where("attempts", "=", job.attempts);

/** Marks a claimed job done; false when the claim had been lost (the job was taken over). */
export async function completeJob(db: Db, job: Job, now: number): Promise<boolean> {
  const result = await heldBy(db, job)
    .set({ status: "done", finished_at: isoAt(now) })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type RetryPolicy = { maxAttempts: number; retryMs: number };

/** Puts a failed job back for a later attempt, or marks it failed after the last one. */
export async function failJob(db: Db, job: Job, error: unknown, now: number, policy: RetryPolicy) {
  const message = error instanceof Error ? error.message : String(error);
  const last = job.attempts >= policy.maxAttempts;
  await heldBy(db, job)
    .set(
      last
        ? { status: "failed", finished_at: isoAt(now), error: message }
        : { run_at: isoAt(now + policy.retryMs * job.attempts), error: message },
    )
    .executeTakeFirst();
}
