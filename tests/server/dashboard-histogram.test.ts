import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { dashboardDb } from "../../server/dashboard/tables.ts";
import { SEED_NOW } from "../../server/seed/reference-data.ts";
import { MINUTE_MS } from "../../src/contract/dashboard-time.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Get histogram (spec 2 §7): errors per bucket, summed on the server. Each bucket must equal the sum of the
// raw per-minute counters it spans, whatever the bucket size and window.

const BASE = "/services/dashboard/edge";
const LAST = Math.floor(SEED_NOW / MINUTE_MS);

let t: TestApp;
let consulta: string;
let raw: Map<number, Map<number, number>>;
beforeAll(async () => {
  t = await createTestApp();
  consulta = await t.login("consulta@adm.test");
  const rows = await dashboardDb(t.db)
    .selectFrom("edge_error_counts")
    .select(["series_id", "minute", "errors"])
    .where("resolution", "=", 1)
    .execute();
  raw = new Map();
  for (const row of rows) {
    const series = raw.get(row.series_id) ?? new Map<number, number>();
    series.set(row.minute, row.errors);
    raw.set(row.series_id, series);
  }
});

const histogram = (area: string, query: Record<string, string | number>) =>
  t.call("GET", `${BASE}/${area}/histogram`, { token: consulta, query });

function expectedBuckets(series: number, since: number, until: number, bucket: number): number[] {
  const minutes = raw.get(series) ?? new Map();
  const out: number[] = [];
  for (let start = since; start < until; start += bucket) {
    let sum = 0;
    for (let m = start; m < start + bucket; m += 1) sum += minutes.get(m) ?? 0;
    out.push(sum);
  }
  return out;
}

const keyOf = async (edgeId: string) =>
  (
    await dashboardDb(t.db)
      .selectFrom("edge_servers")
      .select("edge_key")
      .where("area", "=", "video")
      .where("edge_id", "=", edgeId)
      .executeTakeFirstOrThrow()
  ).edge_key;

describe("dashboard histogram", () => {
  it("sums each bucket to the raw per-minute counts, for the total and every asked edge", async () => {
    const keys = new Map([
      ["101", await keyOf("101")],
      ["104", await keyOf("104")],
      ["default", await keyOf("default")],
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(1, 5, 7, 15, 30, 60, 90, 360, 1440),
        fc.integer({ min: 30, max: 4000 }),
        fc.integer({ min: 0, max: 30 * 1440 }),
        async (bucket, points, back) => {
          const interval = `PT${Math.min(points * bucket, 90 * 1440)}M`;
          const until = new Date((LAST - back) * MINUTE_MS + 17_000).toISOString();
          const reply = await histogram("video", { bucket, interval, until, edges: "101,104,default" });
          expect(reply.http).toBe(200);
          const result = reply.body.result;
          const since = Date.parse(result.since) / MINUTE_MS;
          const end = Date.parse(result.until) / MINUTE_MS;
          expect(since % bucket).toBe(0);
          expect(end % bucket).toBe(0);
          const errors = (entries: { errors: number }[]) => entries.map((e) => e.errors);
          expect(errors(result.errors.total)).toEqual(expectedBuckets(-1, since, end, bucket));
          for (const edge of result.errors.edges)
            expect(errors(edge.histogram)).toEqual(
              expectedBuckets(keys.get(edge.id) as number, since, end, bucket),
            );
        },
      ),
      { numRuns: 25 },
    );
  });

  it("answers spec 2 §7's shapes: API at the top, video and buffer under errors", async () => {
    const query = { bucket: 60, interval: "PT6H", until: new Date(SEED_NOW).toISOString(), edges: "201" };
    const api = (await histogram("api", query)).body.result;
    expect(Object.keys(api).sort()).toEqual(["bucket", "edges", "interval", "since", "total", "until"]);
    expect(api.total).toHaveLength(6);
    expect(api.total[0]).toEqual({
      datetime: new Date(SEED_NOW - 6 * 3_600_000).toISOString(),
      errors: expect.any(Number),
    });
    expect(api.edges).toEqual([{ id: "201", histogram: expect.any(Array) }]);
    const buffer = (await histogram("buffer", { ...query, edges: "" })).body.result;
    expect(buffer.errors.edges).toEqual([]);
    expect(buffer.errors.total).toHaveLength(6);
  });

  it("covers 30 days in at most a few thousand points per series", async () => {
    const reply = await histogram("video", {
      bucket: 15,
      interval: "P30D",
      edges: "101,102,103,104,105,106",
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result.errors.total).toHaveLength(2880);
    expect(reply.body.result.errors.edges).toHaveLength(6);
    const refused = await histogram("video", { bucket: 1, interval: "P30D" });
    expect(refused.http).toBe(400);
    expect(refused.body).toMatchObject({
      error: "edge_histogram_too_many_points",
      extra: { datafield: "bucket" },
    });
  });

  it("refuses a seventh edge, an unknown edge and a bucket that is not a whole number of minutes", async () => {
    const seven = await histogram("video", { bucket: 60, edges: "101,102,103,104,105,106,default" });
    expect(seven.body).toMatchObject({ error: "invalid_request", extra: { datafield: "edges" } });
    const unknown = await histogram("video", { bucket: 60, edges: "201" });
    expect(unknown.http).toBe(404);
    expect(unknown.body.error).toBe("edge_not_found");
    expect((await histogram("video", { bucket: 2.5 })).body.extra).toEqual({ datafield: "bucket" });
    expect((await histogram("video", {})).body.extra).toEqual({ datafield: "bucket" });
  });
});
