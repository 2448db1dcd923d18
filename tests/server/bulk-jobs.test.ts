import { beforeAll, describe, expect, it } from "vitest";
import {
  BULK_PUBLISH_JOB,
  BULK_PUBLISH_OWNER,
  type BulkPublishPayload,
  bulkPublishHandler,
  publishItem,
} from "../../server/apa/bulk.ts";
import { deviceIdOf } from "../../server/apa/seed.ts";
import { bulkJobHandler } from "../../server/jobs/bulk/runner.ts";
import { claimJob, type Job } from "../../server/jobs/queue.ts";
import { startJobWorker } from "../../server/jobs/worker.ts";
import { createLocalBus } from "../../server/platform/bus/bus.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Bulk publish as a resumable job (issue 17): idempotent per job and device, resumed after a crash, two
// workers on one job, cancel, and retry of the failed devices only. The test app runs no worker: each test
// drives the queue itself.

let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 });
  operator = await t.login("operador@adm.test");
});

const ids = (category: "web" | "watch" | "tv", from: number, count: number) =>
  Array.from({ length: count }, (_, i) => deviceIdOf(category, from + i));

async function queueBulk(device_ids: string[]) {
  const reply = await t.call("POST", "/services/v1/apa/bulk", {
    token: operator,
    body: { partition: "all", environment: "uat", type: "asset", description: "Masiva", device_ids },
  });
  expect(reply.http).toBe(201);
  return reply.body.result as { job_id: number; total: number; invalid: string[] };
}

const getJob = async (id: number) => (await t.call("GET", `/services/jobs/${id}`, { token: operator })).body;
const context = () => ({ db: t.db, now: t.clock.now, bus: createLocalBus() });
const claimNext = (worker: string, now = t.clock.now) =>
  claimJob(t.db, { kinds: [BULK_PUBLISH_JOB], worker, leaseMs: 60_000, now });

async function historyOf(jobId: number) {
  const rows = await t.db
    .withTables<{ apa_history: { bulk_job_id: number | null; device_id: string; partition: string } }>()
    .selectFrom("apa_history")
    .select(["device_id", "partition"])
    .where("bulk_job_id", "=", jobId)
    .execute();
  return rows.map((row) => `${row.device_id}@${row.partition}`);
}

describe("bulk publish job", () => {
  it("records unknown ids as invalid and publishes each known device once per partition", async () => {
    const devices = [...ids("web", 1, 10), ...ids("watch", 1, 3), "web-99999", "nonsense"];
    const queued = await queueBulk(devices);
    expect(queued).toMatchObject({ total: 15, invalid: ["web-99999", "nonsense"] });
    const job = (await claimNext("w1")) as Job;
    const bus = createLocalBus();
    const pushed: unknown[] = [];
    bus.subscribe("notifications", (message) => pushed.push(message));
    await bulkPublishHandler(job, { ...context(), bus });
    await new Promise((resolve) => setTimeout(resolve));
    // Progress reaches the owner's notification streams on every process (the tray also polls).
    expect(pushed.at(-1)).toMatchObject({
      target: { userId: expect.any(Number) },
      event: { message: "", job: { job_id: queued.job_id, status: "done", total: 15, done: 10, failed: 3 } },
    });
    const detail = await getJob(queued.job_id);
    expect(detail.result).toMatchObject({ status: "done", done: 10, failed: 3, invalid: 2, pending: 0 });
    const watch = detail.result.items.find((item: { key: string }) => item.key === "watch-00001");
    expect(watch.status).toBe("failed");
    expect(watch.parts.aup).toEqual({ status: "0", message: "OK" });
    expect(watch.parts.aup_legacy.status).toBe("1");
    // web-00001 is in aup, aup_latam (odd numbers) and aup_legacy; web-00002 in aup and aup_legacy.
    const published = await historyOf(queued.job_id);
    expect(published.filter((p) => p.startsWith("web-00001@"))).toHaveLength(3);
    expect(published.filter((p) => p.startsWith("web-00002@"))).toHaveLength(2);
    expect(new Set(published).size).toBe(published.length);
  });

  it("finishes after its server was killed midway without publishing any device twice", async () => {
    const devices = ids("tv", 1, 60);
    const queued = await queueBulk(devices);
    // The first server dies while publishing the 27th device: its transaction never commits, and the queue
    // job stays claimed by the dead worker until its lease runs out.
    let processed = 0;
    const dying = bulkJobHandler<BulkPublishPayload>(async (trx, item, payload, now) => {
      processed += 1;
      if (processed === 27) throw new Error("killed");
      return publishItem(trx, item, payload, now);
    }, BULK_PUBLISH_OWNER);
    const first = (await claimNext("dead-server")) as Job;
    await expect(dying(first, context())).rejects.toThrow("killed");
    const midway = await getJob(queued.job_id);
    expect(midway.result).toMatchObject({ status: "running", done: 26, pending: 34 });
    expect(await claimNext("too-early")).toBeNull();
    // A restarted server's worker claims the job once the lease has run out, and finishes it.
    const restartedAt = t.clock.now + 61_000;
    const finished = new Promise<void>((resolve) => {
      const worker = startJobWorker({
        db: t.db,
        bus: createLocalBus(),
        clock: () => restartedAt,
        handlers: {
          [BULK_PUBLISH_JOB]: async (job, ctx) => {
            await bulkPublishHandler(job, ctx);
            const mine = (job.payload as { bulk_job_id: number }).bulk_job_id === queued.job_id;
            if (mine) setTimeout(() => void worker.stop().then(resolve));
          },
        },
      });
    });
    await finished;
    const detail = await getJob(queued.job_id);
    expect(detail.result).toMatchObject({ status: "done", done: 60, failed: 0, pending: 0 });
    for (const item of detail.result.items) expect(item.attempts).toBe(1);
    const published = await historyOf(queued.job_id);
    expect(new Set(published).size).toBe(published.length);
    // tv devices: aup and aup_legacy each, aup_latam the odd ones.
    expect(published).toHaveLength(60 * 2 + 30);
  });

  it("runs each device once when two workers (two replicas) run the same job at once", async () => {
    const queued = await queueBulk(ids("web", 101, 40));
    const job = (await claimNext("replica-a")) as Job;
    await Promise.all([
      bulkPublishHandler(job, context()),
      bulkPublishHandler({ ...job, locked_by: "replica-b" }, context()),
    ]);
    const detail = await getJob(queued.job_id);
    expect(detail.result).toMatchObject({ status: "done", done: 40 });
    for (const item of detail.result.items) expect(item.attempts).toBe(1);
    const published = await historyOf(queued.job_id);
    expect(new Set(published).size).toBe(published.length);
    expect(published).toHaveLength(40 * 2 + 20);
  });

  it("cancels the devices not yet published, and refuses to cancel a finished job", async () => {
    const queued = await queueBulk(ids("web", 201, 30));
    const cancel = await t.call("POST", `/services/jobs/${queued.job_id}/cancel`, { token: operator });
    expect(cancel.body.result).toMatchObject({ status: "cancelled", cancelled: 30, done: 0 });
    const job = (await claimNext("w1")) as Job;
    await bulkPublishHandler(job, context());
    expect(await historyOf(queued.job_id)).toEqual([]);
    const again = await t.call("POST", `/services/jobs/${queued.job_id}/cancel`, { token: operator });
    expect([again.http, again.body.error]).toEqual([409, "job_not_running"]);
  });

  it("retries only the failed devices", async () => {
    const queued = await queueBulk([...ids("web", 301, 5), ...ids("watch", 101, 4)]);
    await bulkPublishHandler((await claimNext("w1")) as Job, context());
    expect((await getJob(queued.job_id)).result).toMatchObject({ done: 5, failed: 4 });
    // The partition now accepts watches: the retry publishes the four watches there, nothing else again.
    const partitions = t.db.withTables<{
      apa_partitions: { partition: string; refuses_category: string | null };
    }>();
    await partitions
      .updateTable("apa_partitions")
      .set({ refuses_category: null })
      .where("partition", "=", "aup_legacy")
      .execute();
    try {
      const retry = await t.call("POST", `/services/jobs/${queued.job_id}/retry`, { token: operator });
      expect(retry.body.result).toMatchObject({ status: "running", pending: 4, done: 5 });
      await bulkPublishHandler((await claimNext("w2")) as Job, context());
      const detail = await getJob(queued.job_id);
      expect(detail.result).toMatchObject({ status: "done", done: 9, failed: 0 });
      const attempts = Object.fromEntries(
        detail.result.items.map((item: { key: string; attempts: number }) => [item.key, item.attempts]),
      );
      expect(attempts["web-00301"]).toBe(1);
      expect(attempts["watch-00101"]).toBe(2);
      const published = await historyOf(queued.job_id);
      expect(new Set(published).size).toBe(published.length);
      const nothing = await t.call("POST", `/services/jobs/${queued.job_id}/retry`, { token: operator });
      expect([nothing.http, nothing.body.error]).toEqual([409, "job_nothing_to_retry"]);
    } finally {
      await partitions
        .updateTable("apa_partitions")
        .set({ refuses_category: "watch" })
        .where("partition", "=", "aup_legacy")
        .execute();
    }
  });

  it("shows a job to its owner only, and lists the owner's jobs newest first", async () => {
    const queued = await queueBulk(ids("web", 401, 2));
    const admin = await t.login("admin@adm.test");
    const foreign = await t.call("GET", `/services/jobs/${queued.job_id}`, { token: admin });
    expect([foreign.http, foreign.body.error]).toEqual([404, "job_not_found"]);
    const mine = await t.call("GET", "/services/jobs", { token: operator });
    expect(mine.body.result[0]).toMatchObject({ job_id: queued.job_id, kind: BULK_PUBLISH_JOB, total: 2 });
  });
});

describe("a bulk job's title", () => {
  it("keeps what it says as parameters the console words, and a job stored without them its title", async () => {
    const queued = await queueBulk(ids("web", 1, 2));
    const job = await getJob(queued.job_id);
    expect(job.result).toMatchObject({
      kind: BULK_PUBLISH_JOB,
      params: { environment: "uat", type: "asset", partition: "all" },
    });
    await t.db
      .withTables<{ bulk_jobs: { bulk_job_id: number; title_params: string | null } }>()
      .updateTable("bulk_jobs")
      .set({ title_params: null })
      .where("bulk_job_id", "=", queued.job_id)
      .execute();
    const listed = await t.call("GET", "/services/jobs", { token: operator });
    const old = (listed.body.result as { job_id: number }[]).find((row) => row.job_id === queued.job_id);
    expect(old).toMatchObject({ params: null, title: "APA uat asset · all" });
  });
});
