import type { Compilable } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { bucketSumsQuery, seriesSumsQuery } from "../../server/dashboard/counts.ts";
import { userEvents } from "../../server/dashboard/drill.ts";
import { edgesPageQuery } from "../../server/dashboard/edges.ts";
import { dashboardDb } from "../../server/dashboard/tables.ts";
import { usersPageQuery } from "../../server/dashboard/users.ts";
import { sqliteHandle } from "../../server/db/database.ts";
import { SEED_NOW } from "../../server/seed/reference-data.ts";
import { windowEnding } from "../../src/contract/dashboard-time.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// The edge calls must hold at the large scale (1.1M counter rows, 780,000 events): every read is an index
// range (counters by series, resolution and minute; events by edge and time or by user, edge and time), the
// per-edge and per-user counts never touch the wide event rows, and nothing scans a table.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function plan(query: Compilable): string[] {
  const { sql, parameters } = query.compile();
  const rows = sqliteHandle(t.db)
    .prepare(`explain query plan ${sql}`)
    .all(...(parameters as unknown[])) as { detail: string }[];
  return rows.map((r) => r.detail);
}

const noTableScan = (details: string[]) =>
  expect(details.filter((d) => /^SCAN (edge_|ev|e\b|u\b|s\b)/.test(d))).toEqual([]);
const window = (minutes: number) => windowEnding(SEED_NOW - 7 * 60_000, minutes);

describe("dashboard query plans", () => {
  it("sums counters by ranges of their primary key, one per span of the window", () => {
    const details = plan(seriesSumsQuery(dashboardDb(t.db), [1, 2, -1], window(1637)));
    const ranges = details.filter((d) => d.includes("edge_error_counts"));
    expect(ranges.length).toBeGreaterThan(1);
    for (const range of ranges)
      expect(range).toMatch(
        /SEARCH edge_error_counts USING INDEX \S+ \(series_id=\? AND resolution=\? AND minute>\? AND minute<\?\)/,
      );
    noTableScan(details);
    const buckets = plan(bucketSumsQuery(dashboardDb(t.db), [1, -1], window(30 * 1440), 15));
    expect(buckets[0]).toMatch(/\(series_id=\? AND resolution=\? AND minute>\? AND minute<\?\)/);
  });

  it("pages the edge list from the area's edges and their counter ranges", () => {
    const details = plan(edgesPageQuery(dashboardDb(t.db), "api", window(1440)).limit(25));
    expect(details.some((d) => /SEARCH edge_error_counts USING INDEX/.test(d))).toBe(true);
    noTableScan(details);
  });

  it("counts an edge's users from the covering (edge, time) index alone", () => {
    const details = plan(
      usersPageQuery(dashboardDb(t.db), "video", window(20 * 1440), { edgeKey: 1 }).limit(25),
    );
    expect(details).toContainEqual(
      expect.stringMatching(
        /^SEARCH ev USING COVERING INDEX edge_events_edge_time_idx \(edge_key=\? AND time>\? AND time<\?\)/,
      ),
    );
    noTableScan(details);
  });

  it("drills a user's events through (user, edge, time)", () => {
    const details = plan(
      userEvents(
        dashboardDb(t.db),
        { userId: 10_000_001, edgeKey: 7, edgeId: "201" },
        window(6 * 1440),
      ).select("ev.event_id"),
    );
    expect(details).toContainEqual(
      expect.stringMatching(
        /^SEARCH ev USING INDEX edge_events_user_idx \(user_id=\? AND edge_key=\? AND time>\? AND time<\?\)/,
      ),
    );
    noTableScan(details);
  });
});
