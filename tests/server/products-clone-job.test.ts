import { beforeAll, describe, expect, it } from "vitest";
import { bulkJobHandler } from "../../server/jobs/bulk/runner.ts";
import { claimJob, type Job } from "../../server/jobs/queue.ts";
import { createLocalBus } from "../../server/platform/bus/bus.ts";
import { CLONE_JOB_OWNER, cloneItem, cloneJobHandler } from "../../server/products/clone/clone-job.ts";
import { PRODUCT_FIXTURES } from "../../server/products/seed/seed-fixtures.ts";
import type { BulkJobDetail } from "../../src/contract/jobs.ts";
import { CLONE_RATES_JOB } from "../../src/contract/products/clone-job.ts";
import { countOf, one, rows } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { PRODUCTS, productsUser } from "./products-helpers.ts";

// Clone rates as a bulk job (issue 18, deliverable 3): the synchronous clone's checks, evaluated again as
// each rate runs with its creator as the actor; one rate per transaction, the outcome recorded per item. The
// test app runs no worker: each test claims the queue job and runs the handler itself.

const R = PRODUCT_FIXTURES.video.rates;
/** The editor's regions: ~40 active video rates each at the small scale, and the frozen one (bolivia). */
const REGIONS = ["mexico", "colombia", "chile", "bolivia"];
let t: TestApp;
let editorName: string;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editorName = "clonjob";
  editor = await productsUser(t, editorName, ["view", "edit"], REGIONS);
});

/** Active, undeleted video rates of these regions besides the fixtures: what their editor may clone. */
async function activeRates(count: number, skip = 0, regions = ["mexico", "colombia", "chile"]) {
  const found = await rows<{ rate_id: number }>(
    t,
    `select r.rate_id from product_rates r join product_plans p on p.product_id = r.product_id
     join regions g on g.region_id = r.region_id
     where p.tenant_code = 'video' and g.name in (${regions.map(() => "?").join(", ")}) and r.active = 1
     and r.deleted_date is null and r.rate_id > 16 order by r.rate_id limit ? offset ?`,
    ...regions,
    count,
    skip,
  );
  expect(found).toHaveLength(count);
  return found.map((row) => row.rate_id);
}

async function startJob(token: string, data: number[]) {
  return t.call("POST", `${PRODUCTS}/rates/clone/jobs`, { token, body: { data } });
}

async function queued(data: number[], token = editor) {
  const reply = await startJob(token, data);
  expect([reply.http, reply.body.status]).toEqual([201, 201]);
  return reply.body.result as { job_id: number; total: number; valid: number };
}

const context = () => ({ db: t.db, now: t.clock.now, bus: createLocalBus() });
const claimNext = async () =>
  (await claimJob(t.db, {
    kinds: [CLONE_RATES_JOB],
    worker: "w1",
    leaseMs: 60_000,
    now: t.clock.now,
  })) as Job;
const detail = async (id: number, token = editor) =>
  (await t.call("GET", `/services/jobs/${id}`, { token })).body.result as BulkJobDetail;
const rateCount = () => countOf(t, "select count(*) n from product_rates");
const outcome = (job: BulkJobDetail, id: number) => job.items.find((item) => item.key === String(id));

describe("clone rates as a job", () => {
  it("clones only the active rates of the creator's regions, one copy each, with every refusal recorded", async () => {
    const active = await activeRates(60);
    // The music tenant's published rate is not found from the video tenant the job is queued in.
    const music = PRODUCT_FIXTURES.music.rates.publish;
    const ids = [...active, R.inactive, R.argentina, R.frozen, 999_999, music];
    const job = await queued(ids);
    expect(job).toMatchObject({ total: 65, valid: 60 });
    const before = await rateCount();
    await cloneJobHandler(await claimNext(), context());

    const done = await detail(job.job_id);
    expect(done).toMatchObject({ status: "done", total: 65, done: 60, invalid: 5, failed: 0, pending: 0 });
    expect(await rateCount()).toBe(before + 60);
    const reasons = [R.inactive, R.argentina, R.frozen, 999_999, music].map(
      (id) => outcome(done, id)?.parts.clone,
    );
    expect(reasons).toEqual([
      { status: "1", message: "product_rate_status_refused" },
      { status: "1", message: "product_region_forbidden" },
      { status: "1", message: "product_region_frozen" },
      { status: "1", message: "product_rate_not_found" },
      { status: "1", message: "product_rate_not_found" },
    ]);
    // Each done item names its copy: a new draft of the same plan and region, made by the creator.
    const first = outcome(done, active[0])?.parts.clone;
    expect(first?.status).toBe("0");
    const [source, copy] = await Promise.all(
      [active[0], Number(first?.message)].map((id) =>
        one<{ product_id: number; region_id: number; state: string; created_user: string }>(
          t,
          "select product_id, region_id, state, created_user from product_rates where rate_id = ?",
          id,
        ),
      ),
    );
    expect(copy).toEqual({
      product_id: source.product_id,
      region_id: source.region_id,
      state: "draft",
      created_user: `${editorName}@adm.test`,
    });
    const audited = await countOf(
      t,
      "select count(*) n from logs where action = 'products.cloneRates' and url = ?",
      `/services/jobs/${job.job_id}`,
    );
    expect(audited).toBe(60);
  });

  it("refuses a user without the edit privilege, and ids none of which can be cloned", async () => {
    const viewer = await productsUser(t, "clonjobview", ["view"], ["mexico"]);
    const refused = await startJob(viewer, await activeRates(3));
    expect([refused.http, refused.body.error]).toEqual([403, "user_without_permission"]);
    const none = await startJob(editor, [R.inactive, R.argentina]);
    expect(none.body.error).toBe("product_clone_none_valid");
  });

  it("checks each rate when it runs: a region the creator lost, a frozen region, an inactivated rate", async () => {
    const name = "clonjobmove";
    const token = await productsUser(t, name, ["view", "edit"], ["mexico", "colombia", "chile"]);
    const [mexico, otherMexico] = await activeRates(2, 0, ["mexico"]);
    const colombia = await one<{ rate_id: number; region_id: number }>(
      t,
      `select r.rate_id, r.region_id from product_rates r join product_plans p on p.product_id = r.product_id
       join regions g on g.region_id = r.region_id where g.name = 'colombia' and p.tenant_code = 'video'
       and r.active = 1 and r.deleted_date is null order by r.rate_id limit 1`,
    );
    const [chile] = await activeRates(1, 0, ["chile"]);
    const job = await queued([mexico, otherMexico, colombia.rate_id, chile], token);
    expect(job.valid).toBe(4);
    // Between queueing and running: colombia leaves the creator's group, chile starts its migration to the
    // corporate hub (frozen), one rate is inactivated.
    const CHILE = (await one<{ region_id: number }>(t, "select region_id from regions where name = 'chile'"))
      .region_id;
    await t.db
      .insertInto("product_frozen_regions" as never)
      .values({ region_id: CHILE, frozen_date: "2026-11-20", frozen_user: "admin@adm.test" } as never)
      .execute();
    await t.db
      .deleteFrom("group_regions")
      .where("region_id", "=", colombia.region_id)
      .where("group_id", "in", (eb) => eb.selectFrom("groups").select("group_id").where("name", "=", name))
      .execute();
    await t.db
      .updateTable("product_rates" as never)
      .set({ active: 0 } as never)
      .where("rate_id" as never, "=", otherMexico as never)
      .execute();
    const before = await rateCount();
    await cloneJobHandler(await claimNext(), context());
    await t.db
      .deleteFrom("product_frozen_regions" as never)
      .where("region_id" as never, "=", CHILE as never)
      .execute();
    const done = await detail(job.job_id, token);
    expect(done).toMatchObject({ status: "done", done: 1, failed: 3 });
    expect(outcome(done, mexico)?.parts.clone.status).toBe("0");
    expect(outcome(done, colombia.rate_id)?.parts.clone.message).toBe("product_region_forbidden");
    expect(outcome(done, chile)?.parts.clone.message).toBe("product_region_frozen");
    expect(outcome(done, otherMexico)?.parts.clone.message).toBe("product_rate_status_refused");
    expect(await rateCount()).toBe(before + 1);
  });

  it("refuses every item once the creator no longer holds the edit privilege", async () => {
    const name = "clonjoblost";
    const token = await productsUser(t, name, ["view", "edit"], REGIONS);
    const job = await queued(await activeRates(3, 60), token);
    await t.db.updateTable("profiles").set({ edit: 0 }).where("name", "=", name).execute();
    const before = await rateCount();
    await cloneJobHandler(await claimNext(), context());
    const done = await detail(job.job_id, token);
    expect(done).toMatchObject({ status: "done", done: 0, failed: 3 });
    for (const item of done.items) expect(item.parts.clone.message).toBe("user_without_permission");
    expect(await rateCount()).toBe(before);
  });

  it("refuses the items of a creator deactivated, or no longer in the job's tenant, when they run", async () => {
    const gone = await productsUser(t, "clonjobgone", ["view", "edit"], REGIONS);
    const moved = await productsUser(t, "clonjobmoved", ["view", "edit"], REGIONS, ["video", "music"]);
    const [a, b] = [
      await queued(await activeRates(2, 70), gone),
      await queued(await activeRates(2, 72), moved),
    ];
    await t.db.updateTable("users").set({ active: 0 }).where("email", "=", "clonjobgone@adm.test").execute();
    const video = await one<{ tenant_id: number }>(t, "select tenant_id from tenants where code = 'video'");
    await t.db
      .deleteFrom("group_tenants")
      .where("tenant_id", "=", video.tenant_id)
      .where("group_id", "in", (eb) =>
        eb.selectFrom("groups").select("group_id").where("name", "=", "clonjobmoved"),
      )
      .execute();
    const before = await rateCount();
    await cloneJobHandler(await claimNext(), context());
    await cloneJobHandler(await claimNext(), context());
    expect(await rateCount()).toBe(before);
    // A deactivated user's calls are refused, so their job is read from its table.
    const items = await rows<{ parts: string }>(
      t,
      "select parts from bulk_job_items where bulk_job_id = ?",
      a.job_id,
    );
    expect(items.map((item) => JSON.parse(item.parts).clone.message)).toEqual([
      "user_inactive",
      "user_inactive",
    ]);
    const movedItems = (await detail(b.job_id, moved)).items;
    expect(movedItems.map((item) => item.parts.clone.message)).toEqual([
      "wsgu_invalid_tenant",
      "wsgu_invalid_tenant",
    ]);
  });

  it("an item that breaks writes nothing of its own and keeps the others' copies; the rerun copies each once", async () => {
    const ids = await activeRates(30, 63);
    const job = await queued(ids);
    const before = await rateCount();
    // The 12th rate fails after its copy was inserted (a crash mid-item): its transaction rolls back.
    const breaking = bulkJobHandler<{ tenant: string }>(async (trx, item, payload, now) => {
      const parts = await cloneItem(trx, item, payload, now);
      if (item.key === String(ids[11])) throw new Error("disk full");
      return parts;
    }, CLONE_JOB_OWNER);
    const first = await claimNext();
    await expect(breaking(first, context())).rejects.toThrow("disk full");
    const midway = await detail(job.job_id);
    expect(midway).toMatchObject({ status: "running", done: 11, pending: 19 });
    expect(await rateCount()).toBe(before + 11);
    await cloneJobHandler(first, context());
    const done = await detail(job.job_id);
    expect(done).toMatchObject({ status: "done", done: 30, failed: 0 });
    expect(await rateCount()).toBe(before + 30);
    const copies = done.items.map((item) => item.parts.clone.message);
    expect(new Set(copies).size).toBe(30);
  });
});
