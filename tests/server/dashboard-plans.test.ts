import { beforeAll, describe, expect, it } from "vitest";
import { bucketSumsQuery, seriesSumsQuery } from "../../server/dashboard/counts.ts";
import { userEvents } from "../../server/dashboard/drill.ts";
import { edgesPageQuery } from "../../server/dashboard/edges.ts";
import { dashboardDb } from "../../server/dashboard/tables.ts";
import { usersPageQuery } from "../../server/dashboard/users.ts";
import { SEED_NOW } from "../../server/seed/reference-data.ts";
import { windowEnding } from "../../src/contract/dashboard-time.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { type Access, accessPaths } from "./query-plan.ts";

// The edge calls must hold at the large scale (1.1M counter rows, 780,000 events): every read is an index
// range (counters by series, resolution and minute; events by edge and time or by user, edge and time), the
// per-edge and per-user counts never touch the wide event rows, and nothing scans a table.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const db = () => dashboardDb(t.db);
const window = (minutes: number) => windowEnding(SEED_NOW - 7 * 60_000, minutes);
const of = (table: string, paths: Access[]) => paths.filter((path) => path.table === table);
/** No read of these tables without an index (the aliases the queries give them included). */
const noScan = (paths: Access[]) =>
  expect(paths.filter((path) => path.index === null && /^(edge_|ev$|e$|u$)/.test(path.table))).toEqual([]);

describe("dashboard query plans (on SQLite and PostgreSQL)", () => {
  it("sums counters by ranges of their primary key, one per span of the window", async () => {
    const sums = await accessPaths(t.db, seriesSumsQuery(db(), [1, 2, -1], window(1637)));
    const counters = of("edge_error_counts", sums);
    expect(counters.length).toBeGreaterThan(0);
    for (const path of counters) expect(path.index).not.toBeNull();
    noScan(sums);
    const buckets = await accessPaths(t.db, bucketSumsQuery(db(), [1, -1], window(30 * 1440), 15));
    expect(of("edge_error_counts", buckets).map((path) => path.index)).not.toContain(null);
    noScan(buckets);
  });

  it("pages the edge list from the area's edges and their counter ranges", async () => {
    const paths = await accessPaths(t.db, edgesPageQuery(db(), "api", window(1440)).limit(25));
    expect(paths.some((path) => path.table === "edge_error_counts" && path.index !== null)).toBe(true);
    noScan(paths);
  });

  it("counts an edge's users from the (edge, time) index", async () => {
    const paths = await accessPaths(
      t.db,
      usersPageQuery(db(), "video", window(20 * 1440), { edgeKey: 1 }).limit(25),
    );
    expect(paths.map((path) => path.index)).toContain("edge_events_edge_time_idx");
    noScan(paths);
  });

  it("drills a user's events through (user, edge, time)", async () => {
    const query = userEvents(db(), { userId: 10_000_001, edgeKey: 7, edgeId: "201" }, window(6 * 1440));
    const paths = await accessPaths(t.db, query.select("ev.event_id"));
    expect(paths.map((path) => path.index)).toContain("edge_events_user_idx");
    noScan(paths);
  });
});
