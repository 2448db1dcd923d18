import { beforeAll, describe, expect, it } from "vitest";
import { isoAt } from "../../server/context.ts";
import type { Db } from "../../server/db/database.ts";
import { dailyPurgeScheduler, PURGE_JOB, purgeExpired, RETENTION_MS } from "../../server/jobs/maintenance.ts";
import { startModuleJobs } from "../../server/jobs/module-jobs.ts";
import { claimJob, claimJobQuery, completeJob, enqueueJob, failJob } from "../../server/jobs/queue.ts";
import { createJobQueue, startJobWorker, wakeJobWorkers } from "../../server/jobs/worker.ts";
import { createLocalBus } from "../../server/platform/bus/bus.ts";
import type { ServerModule } from "../../server/platform/module.ts";
import { countRows, T0 } from "./helpers.ts";
import { accessPaths } from "./query-plan.ts";
import { openTestDatabase } from "./test-database.ts";

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase({ scale: "small" });
});

const SECOND = 1000;
const lease = 60 * SECOND;
const claim = (kind: string, worker: string, now = T0) =>
  claimJob(db, { kinds: [kind], worker, leaseMs: lease, now });

describe("job queue", () => {
  it("queues a deduplicated job once", async () => {
    const first = await enqueueJob(db, { kind: "dedupe", dedupeKey: "once" }, T0);
    expect(first).toEqual(expect.any(Number));
    expect(await enqueueJob(db, { kind: "dedupe", dedupeKey: "once" }, T0)).toBeNull();
    expect(await countRows(db, "jobs", { kind: "dedupe" })).toBe(1);
  });

  it("claims due jobs of the asked kinds, earliest first, each once while its lease runs", async () => {
    const later = await enqueueJob(db, { kind: "order", payload: { n: 2 }, runAt: T0 - SECOND }, T0);
    const earlier = await enqueueJob(db, { kind: "order", payload: { n: 1 }, runAt: T0 - 2 * SECOND }, T0);
    await enqueueJob(db, { kind: "order", runAt: T0 + SECOND }, T0);
    await enqueueJob(db, { kind: "other" }, T0);
    const a = await claim("order", "w1");
    const b = await claim("order", "w2");
    expect([a?.job_id, a?.payload, b?.job_id, b?.payload]).toEqual([earlier, { n: 1 }, later, { n: 2 }]);
    expect(await claim("order", "w3")).toBeNull(); // the third is not due, the claimed ones are hidden
    expect(a?.attempts).toBe(1);
  });

  it("gives a job whose lease ran out to another worker; the first one's completion no longer counts", async () => {
    await enqueueJob(db, { kind: "lease" }, T0);
    const first = await claim("lease", "slow");
    expect(await claim("lease", "other", T0 + lease - 1)).toBeNull();
    const second = await claim("lease", "other", T0 + lease);
    expect(second).toMatchObject({ job_id: first?.job_id, attempts: 2, locked_by: "other" });
    if (!first || !second) throw new Error("unclaimed");
    expect(await completeJob(db, first, T0 + lease)).toBe(false);
    expect(await completeJob(db, second, T0 + lease)).toBe(true);
    expect(await claim("lease", "third", T0 + 10 * lease)).toBeNull();
  });

  it("retries a failed job later, then marks it failed after the last attempt", async () => {
    const id = await enqueueJob(db, { kind: "flaky" }, T0);
    const policy = { maxAttempts: 2, retryMs: 10 * SECOND };
    const first = await claim("flaky", "w");
    if (!first) throw new Error("unclaimed");
    await failJob(db, first, new Error("boom"), T0, policy);
    expect(await claim("flaky", "w", T0 + 10 * SECOND - 1)).toBeNull();
    const second = await claim("flaky", "w", T0 + 10 * SECOND);
    if (!second) throw new Error("unclaimed");
    await failJob(db, second, new Error("boom again"), T0 + 10 * SECOND, policy);
    const row = await db.selectFrom("jobs").selectAll().where("job_id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: 2, error: "boom again" });
  });

  it("never hands one job to two of many concurrent claimers", async () => {
    for (let i = 0; i < 60; i += 1) await enqueueJob(db, { kind: "race", payload: { i } }, T0);
    const claimed: number[] = [];
    const claimer = async (worker: string) => {
      for (;;) {
        const job = await claim("race", worker);
        if (!job) return;
        claimed.push(job.job_id);
        await completeJob(db, job, T0);
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, i) => claimer(`w${i}`)));
    expect(claimed).toHaveLength(60);
    expect(new Set(claimed).size).toBe(60);
    const rows = await db
      .selectFrom("jobs")
      .select(["status", "attempts"])
      .where("kind", "=", "race")
      .execute();
    expect(rows.every((r) => r.status === "done" && r.attempts === 1)).toBe(true);
  });

  it("finds the next job through the partial index of pending jobs", async () => {
    const paths = await accessPaths(
      db,
      claimJobQuery(db, { kinds: ["x"], worker: "w", leaseMs: lease, now: T0 }),
    );
    expect(paths).toContainEqual({ table: "jobs", index: "jobs_claim_idx" });
    expect(paths.filter((p) => p.index === null)).toEqual([]);
  });
});

describe("job worker and the daily purge", () => {
  it("queues one purge a day and deletes sessions and reset links closed more than 30 days ago", async () => {
    const old = isoAt(T0 - RETENTION_MS - SECOND);
    const recent = isoAt(T0 - SECOND);
    const session = (jti: string, lastSeen: string, revokedAt: string | null) => ({
      jti,
      user_id: 1,
      created_at: old,
      last_seen: lastSeen,
      revoked_at: revokedAt,
    });
    await db
      .insertInto("sessions")
      .values([
        session("old-revoked", recent, old),
        session("old-idle", old, null),
        session("recent-revoked", recent, recent),
        session("live", recent, null),
      ])
      .execute();
    const bus = createLocalBus();
    const schedule = dailyPurgeScheduler(db);
    const done = new Promise<void>((resolve) => {
      const worker = startJobWorker({
        db,
        bus,
        clock: () => T0,
        handlers: {
          [PURGE_JOB]: async (job, context) => {
            await purgeExpired(job, context);
            setTimeout(() => void worker.stop().then(resolve));
          },
        },
        beforeRound: async (now) => {
          await schedule(now);
          await schedule(now); // a second call (another replica's scheduler) queues nothing more
        },
      });
    });
    await wakeJobWorkers(bus);
    await done;
    const left = await db
      .selectFrom("sessions")
      .select("jti")
      .where("jti", "in", ["old-revoked", "old-idle", "recent-revoked", "live"])
      .execute();
    expect(left.map((s) => s.jti).sort()).toEqual(["live", "recent-revoked"]);
    const purges = await db
      .selectFrom("jobs")
      .select(["status", "dedupe_key"])
      .where("kind", "=", PURGE_JOB)
      .execute();
    expect(purges).toEqual([{ status: "done", dedupe_key: `${PURGE_JOB}:${isoAt(T0).slice(0, 10)}` }]);
  });
});

describe("a module's jobs", () => {
  it("runs a job a route queued through deps.jobs with the handler its module declares, once", async () => {
    const bus = createLocalBus();
    const ran: unknown[] = [];
    let finished: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const module: ServerModule = {
      name: "fixture",
      jobs: {
        handlers: {
          "fixture.remember": async (job) => {
            ran.push(job.payload);
            finished();
          },
        },
      },
    };
    const worker = startModuleJobs(db, bus, [module]);
    const id = await createJobQueue(db, bus, Date.now).enqueue({
      kind: "fixture.remember",
      payload: { n: 7 },
    });
    await done;
    await worker.stop();
    expect(ran).toEqual([{ n: 7 }]);
    const row = await db
      .selectFrom("jobs")
      .select("status")
      .where("job_id", "=", Number(id))
      .executeTakeFirst();
    expect(row?.status).toBe("done");
  });

  it("refuses two modules declaring one job kind", () => {
    const declaring = (name: string): ServerModule => ({
      name,
      jobs: { handlers: { "shared.kind": async () => {} } },
    });
    expect(() => startModuleJobs(db, createLocalBus(), [declaring("a"), declaring("b")])).toThrow(
      "job kind shared.kind is declared twice (module b)",
    );
  });
});
