import { beforeAll, describe, expect, it } from "vitest";
import { BULK_PUBLISH_JOB, bulkPublishHandler } from "../../server/apa/bulk.ts";
import { deviceIdOf } from "../../server/apa/seed.ts";
import { claimJob, type Job } from "../../server/jobs/queue.ts";
import { createLocalBus } from "../../server/platform/bus/bus.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { signInStaffUser } from "./staff-user.ts";

// Issue 28 item 9: a bulk job runs with its owner's rights as each item runs, not as they were when it was
// queued (the clone job's rule, now every bulk job's). An APA bulk publication queued by an administrator
// publishes nothing once they lose the module, are deactivated or keep only the UAT-only module.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 });
});

const devices = (from: number) => Array.from({ length: 3 }, (_, i) => deviceIdOf("web", from + i));

async function queued(name: string, from: number) {
  const token = await signInStaffUser(t, name, "admapa", ["view"]);
  const reply = await t.call("POST", "/services/v1/apa/bulk", {
    token,
    body: {
      partition: "aup",
      environment: "prod",
      type: "asset",
      description: name,
      device_ids: devices(from),
    },
  });
  expect(reply.http).toBe(201);
  return (reply.body.result as { job_id: number }).job_id;
}

async function run() {
  const job = (await claimJob(t.db, {
    kinds: [BULK_PUBLISH_JOB],
    worker: "w1",
    leaseMs: 60_000,
    now: t.clock.now,
  })) as Job;
  await bulkPublishHandler(job, { db: t.db, now: t.clock.now, bus: createLocalBus() });
}

/** Each item's outcome in its aup part, and how many publications the job wrote. */
async function outcome(jobId: number) {
  const items = await t.db
    .withTables<{
      bulk_job_items: { bulk_job_id: number; status: string; parts: string; position: number };
    }>()
    .selectFrom("bulk_job_items")
    .select(["status", "parts"])
    .where("bulk_job_id", "=", jobId)
    .orderBy("position")
    .execute();
  const published = await t.db
    .withTables<{ apa_history: { bulk_job_id: number | null } }>()
    .selectFrom("apa_history")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("bulk_job_id", "=", jobId)
    .executeTakeFirstOrThrow();
  return {
    items: items.map((item) => `${item.status}:${JSON.parse(item.parts).aup?.message}`),
    published: Number(published.n),
  };
}

describe("a bulk job item runs with its owner's rights at that moment", () => {
  it("publishes while the owner keeps the module", async () => {
    const job = await queued("apajobkept", 101);
    await run();
    expect(await outcome(job)).toEqual({ items: ["done:OK", "done:OK", "done:OK"], published: 3 });
  });

  it("refuses every item once the owner's role is inactive", async () => {
    const job = await queued("apajobrole", 111);
    await t.db.updateTable("profiles").set({ active: 0 }).where("name", "=", "apajobrole").execute();
    await run();
    const refused = "failed:user_without_permission";
    expect(await outcome(job)).toEqual({ items: [refused, refused, refused], published: 0 });
  });

  it("refuses every item of an owner deactivated since", async () => {
    const job = await queued("apajobgone", 121);
    await t.db.updateTable("users").set({ active: 0 }).where("name", "=", "apajobgone").execute();
    await run();
    const refused = "failed:user_inactive";
    expect(await outcome(job)).toEqual({ items: [refused, refused, refused], published: 0 });
  });

  it("refuses production to an owner who keeps only the UAT-only module", async () => {
    const job = await queued("apajobuat", 131);
    const apauat = await t.db
      .selectFrom("modules")
      .select("module_id")
      .where("name", "=", "apauat")
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable("group_modules")
      .set({ module_id: apauat.module_id })
      .where("group_id", "in", (eb) =>
        eb.selectFrom("groups").select("group_id").where("name", "=", "apajobuat"),
      )
      .execute();
    await run();
    const refused = "failed:apa_uat_only";
    expect(await outcome(job)).toEqual({ items: [refused, refused, refused], published: 0 });
  });
});
