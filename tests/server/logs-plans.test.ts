import { beforeAll, describe, expect, it } from "vitest";
import { datetimePageQuery, type LogQuery, totalRowsQuery } from "../../server/logs/query.ts";
import { countRows, createTestApp, type TestApp } from "./helpers.ts";
import { accessPaths } from "./query-plan.ts";

// The log table's default view (newest first) must cost the same at any depth of 5M rows: the row count and
// every page are primary-key probes or ranges, on both databases.
let t: TestApp;
let total: number;
beforeAll(async () => {
  t = await createTestApp();
  total = await countRows(t.db, "logs");
});

const page = (from: number, sortOrder: LogQuery["sort_order"]): LogQuery => ({
  from,
  rpp: 25,
  sort_field: "datetime",
  sort_order: sortOrder,
});
const byPrimaryKey = [{ table: "logs", index: "primary key" }];

describe("logs query plans", () => {
  it("reads the row count from the primary key", async () => {
    expect(await accessPaths(t.db, totalRowsQuery(t.db))).toEqual(byPrimaryKey);
  });

  it("reads page 1 and a deep page as primary-key ranges, in both orders", async () => {
    for (const from of [0, total - 100]) {
      for (const order of ["desc", "asc"] as const) {
        expect(await accessPaths(t.db, datetimePageQuery(t.db, total, page(from, order)))).toEqual(
          byPrimaryKey,
        );
      }
    }
  });
});
