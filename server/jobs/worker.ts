import { hostname } from "node:os";
import type { Db } from "../db/database.ts";
import type { Bus } from "../platform/bus/bus.ts";
import {
  claimJob,
  completeJob,
  enqueueJob,
  failJob,
  type Job,
  type NewJob,
  type RetryPolicy,
} from "./queue.ts";

/** `bus` reaches every process (progress for the notification streams). */
export type JobContext = { db: Db; now: number; bus: Bus };
export type JobHandler = (job: Job, context: JobContext) => Promise<void>;

export type WorkerOptions = {
  db: Db;
  bus: Bus;
  /** Job kinds this process runs, and how. */
  handlers: Record<string, JobHandler>;
  clock?: () => number;
  /** Due jobs are looked for this often even without a wake-up (delayed runs, a lost bus message). */
  pollMs?: number;
  leaseMs?: number;
  retry?: RetryPolicy;
  /** Runs before each round: a place to queue periodic jobs. */
  beforeRound?: (now: number) => Promise<void>;
};

export type JobWorker = { readonly id: string; stop(): Promise<void> };

/** What a module contributes to the job workers (ServerModule.jobs). */
export type ModuleJobs = {
  /** The job kinds it runs (`<module>.<verb>`), and how. */
  handlers: Readonly<Record<string, JobHandler>>;
  /**
   * Makes a process's scheduler, called before each worker round to queue periodic jobs: every replica calls
   * it, so each such job carries a dedupe key (queued once).
   */
  scheduler?: (db: Db) => (now: number) => Promise<void>;
};

/** Wakes the workers of every process: publish after committing an enqueue. */
export const wakeJobWorkers = (bus: Bus) => bus.publish("jobs", {});

/**
 * How routes queue background work (deps.jobs). A job queued inside a transaction (enqueueJob(trx, …), so it
 * exists only if the write commits) is followed by wake() once the transaction has committed.
 */
export type JobQueue = {
  /** Stores the job and wakes every process's worker; null when its dedupe key is taken. */
  enqueue(job: NewJob): Promise<number | null>;
  wake(): Promise<void>;
};

export function createJobQueue(db: Db, bus: Bus, clock: () => number): JobQueue {
  return {
    async enqueue(job) {
      const id = await enqueueJob(db, job, clock());
      if (id !== null) await wakeJobWorkers(bus);
      return id;
    },
    wake: () => wakeJobWorkers(bus),
  };
}

/** Runs due jobs one at a time until none is left, on start, on every wake-up and every pollMs. */
export function startJobWorker(options: WorkerOptions): JobWorker {
  const { db, bus, handlers } = options;
  const clock = options.clock ?? Date.now;
  const id = `${hostname()}:${process.pid}:${bus.id.slice(0, 8)}`;
  const kinds = Object.keys(handlers);
  const retry = options.retry ?? { maxAttempts: 5, retryMs: 30_000 };
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function runOne(job: Job): Promise<void> {
    try {
      await handlers[job.kind](job, { db, now: clock(), bus });
      await completeJob(db, job, clock());
    } catch (error) {
      console.error(`job ${job.job_id} (${job.kind}) failed:`, error);
      await failJob(db, job, error, clock(), retry);
    }
  }

  async function runDue(): Promise<void> {
    do {
      again = false;
      await options.beforeRound?.(clock());
      for (;;) {
        if (stopped) return;
        const job = await claimJob(db, {
          kinds,
          worker: id,
          leaseMs: options.leaseMs ?? 60_000,
          now: clock(),
        });
        if (!job) break;
        await runOne(job);
      }
    } while (again && !stopped);
  }

  const wake = () => {
    if (round) {
      again = true;
      return;
    }
    round = runDue()
      .catch((error) => console.error("job worker:", error))
      .finally(() => {
        round = null;
      });
  };
  const unsubscribe = bus.subscribe("jobs", wake);
  const timer = setInterval(wake, options.pollMs ?? 10_000);
  wake();
  return {
    id,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await round;
    },
  };
}
