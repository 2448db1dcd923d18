import type { Compilable } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import {
  activeSubscriptionsQuery,
  browseQuery,
  type DirectoryQuery,
  directoryTotalQuery,
  matchCountQuery,
  searchQuery,
} from "../../server/agu/directory.ts";
import type { AguDb, AguTables } from "../../server/agu/tables.ts";
import { sqliteHandle } from "../../server/db/database.ts";
import { directorySearch, type SearchBy } from "../../src/contract/agu.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { accessPaths } from "./query-plan.ts";
import { TEST_DIALECT } from "./test-database.ts";

// The directory holds 1M end users at the large scale: each search must read end_users through the index of
// what it searches (never a scan), on SQLite and PostgreSQL; each browse order must come from an index.
let t: TestApp;
let db: AguDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.db.withTables<AguTables>();
});

const base: DirectoryQuery = {
  from: 0,
  quantity: 25,
  sort_field: "id_usuario",
  sort_order: "asc",
  by: "auto",
  regions: null,
};

function searched(term: string, by: SearchBy, regions: readonly string[] | null) {
  const search = directorySearch(term, by);
  if (search.kind === "none") throw new Error("a search was expected");
  return { q: { ...base, regions }, search };
}

/** end_users is read only through indexes, among them each one named (a name prefix for the region ones). */
async function readsThrough(query: Compilable, ...indexes: string[]) {
  const users = (await accessPaths(t.db, query)).filter((a) => a.table === "end_users");
  expect(users.length).toBeGreaterThan(0);
  expect(users.filter((a) => a.index === null)).toEqual([]);
  for (const index of indexes) expect(users.some((a) => a.index?.startsWith(index))).toBe(true);
}

describe("AGU directory query plans", () => {
  it.each([
    ["maria.lopez@correo.test", "auto", null, "end_users_email_idx"],
    ["maria.lo", "email", null, "end_users_email_idx"],
    ["maria.lo", "email", ["chile"], "end_users_region_email_idx"],
    ["maria lop", "name", null, "end_users_name_key_idx"],
    ["maria lop", "name", ["mexico"], "end_users_region_name_key_idx"],
    ["9f1c2a7e4b8d4c0fa3e5d6b7c8a9f001", "auto", null, "end_users_hash_idx"],
    ["9f1c2a7e", "hash", ["mexico", "chile"], "end_users_hash_idx"],
  ] as const)("a search for %s (%s, regions %j) reads %s", async (term, by, regions, index) => {
    const { q, search } = searched(term, by, regions);
    await readsThrough(searchQuery(db, q, search), index);
    await readsThrough(matchCountQuery(db, q, search), index);
  });

  it("a phone reads both phone indexes, with or without a region", async () => {
    for (const regions of [null, ["mexico"]]) {
      const { q, search } = searched("55 1234", "phone", regions);
      await readsThrough(searchQuery(db, q, search), "end_users_telmex_idx", "end_users_telcel_idx");
    }
  });

  it("a region's total counts within the region's index range", async () => {
    await readsThrough(directoryTotalQuery(db, ["peru"]), "end_users_region_");
  });

  it("a page's active subscriptions come from the per-user index", async () => {
    const paths = await accessPaths(t.db, activeSubscriptionsQuery(db, [10_000_001, 10_000_003]));
    expect(paths).toContainEqual({ table: "subscriptions", index: "subscriptions_user_idx" });
  });

  // SQLite's plan says whether an order needs a sort; for a region holding most rows (mexico, 60 %) it may
  // rightly prefer the primary key in order, so a smaller region is asked.
  it.skipIf(TEST_DIALECT === "postgres")("browsing walks an index in the asked order", () => {
    for (const regions of [null, ["peru"]])
      for (const sortField of ["id_usuario", "email", "name"] as const) {
        const { sql, parameters } = browseQuery(
          db,
          { ...base, sort_field: sortField, regions },
          "desc",
          100,
          25,
        ).compile();
        const details = (
          sqliteHandle(t.db)
            .prepare(`explain query plan ${sql}`)
            .all(...(parameters as unknown[])) as { detail: string }[]
        ).map((r) => r.detail);
        expect(details.some((d) => d.includes("TEMP B-TREE"))).toBe(false);
      }
  });
});
