import { beforeAll, describe, expect, it } from "vitest";
import type { HistoryEntry, HistoryPage } from "../../src/contract/apa.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// APA history (spec 2 §2, §9; issue 27): paged on the server, 10 rows a page, every row of a partition
// reachable (it was cut at 1,000 without a word); the seeded history lies in the past with varied comments.

let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 });
  operator = await t.login("operador@adm.test");
});

const history = async (query: Record<string, string | number>) => {
  const reply = await t.call<HistoryPage>("GET", "/services/v1/apa/history", { token: operator, query });
  expect(reply.http).toBe(200);
  return reply.body.result;
};

/** Every row of the partition, in pages of the most the call gives. */
async function wholeHistory(partition: string): Promise<HistoryEntry[]> {
  const rows: HistoryEntry[] = [];
  for (let from = 0; ; from += 500) {
    const page = await history({ partition, from, quantity: 500 });
    rows.push(...page.data);
    if (page.data.length < 500) return rows;
  }
}

describe("APA history paging", () => {
  it("answers 10 rows a page with the partition's counts, and reaches its last row", async () => {
    const first = await history({ partition: "aup", draw: 3 });
    expect(first.draw).toBe(3);
    expect(first.data).toHaveLength(10);
    expect(first.recordsTotal).toBeGreaterThan(2000);
    expect(first.recordsFiltered).toBe(first.recordsTotal);
    const last = await history({ partition: "aup", from: first.recordsTotal - 4, quantity: 10 });
    expect(last.data).toHaveLength(4);
    const rows = await wholeHistory("aup");
    expect(rows).toHaveLength(first.recordsTotal);
    expect(new Set(rows.map((row) => row.history_id)).size).toBe(rows.length);
    expect(rows.slice(0, 10)).toEqual(first.data);
    expect(rows.slice(-4)).toEqual(last.data);
    const times = rows.map((row) => row.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("sorts by a column and searches device, comment and user", async () => {
    const byDevice = await history({
      partition: "aup",
      sort_field: "device",
      sort_order: "asc",
      quantity: 50,
    });
    const names = byDevice.data.map((row) => row.name);
    expect(names).toEqual([...names].sort());
    const found = await history({ partition: "aup", search: "TRADUCCIONES AL PORTU", quantity: 500 });
    expect(found.recordsFiltered).toBeGreaterThan(0);
    expect(found.recordsFiltered).toBeLessThan(found.recordsTotal);
    for (const row of found.data) expect(row.comments).toContain("traducciones al portugués");
    const device = await history({ partition: "aup", search: "web-00002" });
    expect(device.data.every((row) => row._id === "web-00002")).toBe(true);
    const none = await history({ partition: "aup", search: "100%_" });
    expect(none.recordsFiltered).toBe(0);
  });

  it("refuses a page larger than the call's maximum", async () => {
    const reply = await t.call("GET", "/services/v1/apa/history", {
      token: operator,
      query: { partition: "aup", quantity: 501 },
    });
    expect([reply.http, reply.body.error, reply.body.extra?.datafield]).toEqual([
      400,
      "invalid_request",
      "quantity",
    ]);
  });
});

describe("the seeded APA history", () => {
  it("lies in the past, with varied comments, so a new publication sits on top", async () => {
    const rows = await wholeHistory("aup");
    const future = rows.filter(
      (row) => row.timestamp >= t.clock.now || Date.parse(row.public_date) >= t.clock.now,
    );
    expect(future).toEqual([]);
    expect(new Set(rows.map((row) => row.comments)).size).toBeGreaterThan(20);
    const publish = await t.call("POST", "/services/v1/apa/publish", {
      token: operator,
      body: {
        partition: "aup",
        environment: "uat",
        device_id: "tv-00007",
        type: "asset",
        description: "Logos nuevos",
      },
    });
    expect(publish.http).toBe(200);
    const [top] = (await history({ partition: "aup" })).data;
    expect(top).toMatchObject({ _id: "tv-00007", comments: "Logos nuevos", user: "operador@adm.test" });
  });
});
