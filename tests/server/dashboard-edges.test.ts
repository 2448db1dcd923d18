import { beforeAll, describe, expect, it } from "vitest";
import { dashboardDb } from "../../server/dashboard/tables.ts";
import { SEED_NOW } from "../../server/seed/reference-data.ts";
import { MINUTE_MS } from "../../src/contract/dashboard-time.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Get edges (spec 2 §7) on the small seed, whose monitoring data ends at SEED_NOW.

const BASE = "/services/dashboard/edge";
const UNTIL = new Date(SEED_NOW).toISOString();
const LAST = Math.floor(SEED_NOW / MINUTE_MS);

let t: TestApp;
let operador: string;
beforeAll(async () => {
  t = await createTestApp();
  operador = await t.login("operador@adm.test");
});

const edges = (area: string, query: Record<string, string | number> = {}, token = operador) =>
  t.call("GET", `${BASE}/${area}/edges`, { token, query: { until: UNTIL, ...query } });

/** Raw per-minute errors of a series in [since, until) minutes, straight from the table. */
async function rawSum(series: number, since: number, until: number): Promise<number> {
  const row = await dashboardDb(t.db)
    .selectFrom("edge_error_counts")
    .select((eb) => eb.fn.sum<number>("errors").as("n"))
    .where("series_id", "=", series)
    .where("resolution", "=", 1)
    .where("minute", ">=", since)
    .where("minute", "<", until)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const edgeKey = async (area: string, edgeId: string) =>
  (
    await dashboardDb(t.db)
      .selectFrom("edge_servers")
      .select("edge_key")
      .where("area", "=", area as "api")
      .where("edge_id", "=", edgeId)
      .executeTakeFirstOrThrow()
  ).edge_key;

describe("dashboard edges", () => {
  it("lists an area's edges, most errors in the last day first, with the window it covers", async () => {
    const reply = await edges("api");
    expect(reply.http).toBe(200);
    const result = reply.body.result;
    expect(result).toMatchObject({
      draw: 1,
      total: 7,
      interval: "P1D",
      since: new Date(SEED_NOW - 1440 * MINUTE_MS).toISOString(),
      until: UNTIL,
    });
    expect(result.edges.map((e: { id: string }) => e.id)).toHaveLength(7);
    expect(result.edges.map((e: { id: string }) => e.id)).toContain("default");
    const errors = result.edges.map((e: { events: { error: number } }) => e.events.error);
    expect(errors).toEqual([...errors].sort((a, b) => b - a));
    expect(result.edges[0]).toEqual({
      id: expect.stringMatching(/^2\d\d$|^default$/),
      number: expect.anything(),
      host: expect.stringMatching(/\.api\.cdn\.adm\.test$/),
      site: expect.any(String),
      events: { error: expect.any(Number) },
    });
    expect(result.errors_total).toBe(errors.reduce((sum: number, n: number) => sum + n, 0));
  });

  it("counts each edge's errors as the raw per-minute sum over any window", async () => {
    for (const [interval, minutes] of [
      ["PT7M", 7],
      ["PT95M", 95],
      ["P1DT3H17M", 1637],
      ["P20D", 20 * 1440],
    ] as const) {
      // An until off every boundary: the sums must combine daily, hourly, quarter and minute rows exactly.
      const until = SEED_NOW - 13 * MINUTE_MS;
      const reply = await edges("video", { interval, until: new Date(until).toISOString(), length: 100 });
      const end = Math.ceil(until / MINUTE_MS);
      for (const edge of reply.body.result.edges) {
        const expected = await rawSum(await edgeKey("video", edge.id), end - minutes, end);
        expect(edge.events.error, `${interval} ${edge.id}`).toBe(expected);
      }
      expect(reply.body.result.errors_total).toBe(await rawSum(-1, end - minutes, end));
    }
  });

  it("pages with start/length or from/quantity and echoes draw", async () => {
    const all = (await edges("buffer", { length: 100 })).body.result.edges;
    const page = await edges("buffer", { start: 2, length: 3, draw: 7 });
    expect(page.body.result).toMatchObject({ draw: 7, total: 7 });
    expect(page.body.result.edges).toEqual(all.slice(2, 5));
    const same = await edges("buffer", { from: 2, quantity: 3 });
    expect(same.body.result.edges).toEqual(all.slice(2, 5));
    const past = await edges("buffer", { start: 50, length: 10 });
    expect(past.body.result).toMatchObject({ edges: [], total: 7 });
  });

  it("adds failed chunks on video and failed visualizations on buffer", async () => {
    const [video] = (await edges("video", { interval: "P30D" })).body.result.edges;
    expect(video.chunks).toEqual({ error: expect.any(Number) });
    expect(video.visualizations).toBeUndefined();
    const buffers = (await edges("buffer", { interval: "P30D" })).body.result.edges;
    expect(buffers.some((e: { visualizations: { error: number } }) => e.visualizations.error > 0)).toBe(true);
    expect(buffers[0].chunks).toBeUndefined();
  });

  it("finds edges by the start of their number or host", async () => {
    const reply = await edges("api", { search: "20" });
    expect(reply.body.result.edges.map((e: { id: string }) => e.id).sort()).toEqual([
      "201",
      "202",
      "203",
      "204",
      "205",
      "206",
    ]);
    expect((await edges("api", { search: "205" })).body.result).toMatchObject({ total: 1 });
    expect((await edges("api", { search: "default" })).body.result.edges[0].id).toBe("default");
  });

  it("defaults the window to the day before the server's clock", async () => {
    const reply = await t.call("GET", `${BASE}/api/edges`, { token: operador });
    expect(reply.body.result.until).toBe(
      new Date(Math.ceil(t.clock.now / MINUTE_MS) * MINUTE_MS).toISOString(),
    );
    expect(LAST).toBeLessThan(t.clock.now / MINUTE_MS);
  });

  it("refuses bad input with invalid_request naming the field", async () => {
    for (const [query, field] of [
      [{ interval: "20 days" }, "interval"],
      [{ interval: "P200D" }, "interval"],
      [{ until: "yesterday" }, "until"],
      [{ length: 0 }, "length"],
      [{ start: -1 }, "start"],
      [{ search: "20%" }, "search"],
    ] as const) {
      const reply = await edges("api", query);
      expect(reply.http, JSON.stringify(query)).toBe(400);
      expect(reply.body).toMatchObject({ error: "invalid_request", extra: { datafield: field } });
    }
    expect((await edges("radio")).http).toBe(400);
  });

  it("needs a session and the dashboard module", async () => {
    expect((await edges("api", {}, "")).http).toBe(401);
    const apauat = await t.login("apauat@adm.test");
    const refused = await edges("api", {}, apauat);
    expect(refused.http).toBe(403);
    expect(refused.body.error).toBe("user_without_permission");
    const consulta = await t.login("consulta@adm.test");
    expect((await edges("api", {}, consulta)).http).toBe(200);
  });
});
