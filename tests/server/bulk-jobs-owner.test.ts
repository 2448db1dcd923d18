import { beforeAll, describe, expect, it } from "vitest";
import { BULK_PUBLISH_JOB, bulkPublishHandler } from "../../server/apa/bulk.ts";
import { deviceIdOf } from "../../server/apa/seed.ts";
import { claimJob, type Job } from "../../server/jobs/queue.ts";
import { createLocalBus } from "../../server/platform/bus/bus.ts";
import { rows } from "./filters-helpers.ts";
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

  // Each owner loses something between queuing and running; every device is then refused, none published.
  const revocations: [string, string, string][] = [
    ["their role is inactive", "update profiles set active = 0 where name = ?", "user_without_permission"],
    ["they are deactivated", "update users set active = 0 where name = ?", "user_inactive"],
    [
      "they keep only the UAT-only module (production asked)",
      `update group_modules set module_id = (select module_id from modules where name = 'apauat')
       where group_id = (select group_id from groups where name = ?)`,
      "apa_uat_only",
    ],
  ];
  it.each(revocations.map((revocation, index) => [...revocation, index] as const))(
    "refuses every item once %s",
    async (_, revoke, code, index) => {
      const name = `apajobrevoked${index}`;
      const job = await queued(name, 111 + 10 * index);
      await rows(t, revoke, name);
      await run();
      const refused = `failed:${code}`;
      expect(await outcome(job)).toEqual({ items: [refused, refused, refused], published: 0 });
    },
  );
});
