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

// The directory holds 1M end users at the large scale: each search must be an index SEARCH (never a SCAN of
// the table), and each browse order must come from an index (never a temporary sort of the whole table). For
// a region holding most rows (mexico, 60 %) SQLite may rightly prefer walking the primary key in order.
let t: TestApp;
let db: AguDb;
beforeAll(async () => {
  t = await createTestApp();
  db = t.db.withTables<AguTables>();
});

function plan(query: Compilable): string[] {
  const { sql, parameters } = query.compile();
  const rows = sqliteHandle(t.db)
    .prepare(`explain query plan ${sql}`)
    .all(...(parameters as unknown[])) as { detail: string }[];
  return rows.map((r) => r.detail);
}

const base: DirectoryQuery = {
  from: 0,
  quantity: 25,
  sortField: "id_usuario",
  sortOrder: "asc",
  by: "auto",
  regions: null,
};

function searched(term: string, by: SearchBy, regions: readonly string[] | null) {
  const search = directorySearch(term, by);
  if (search.kind === "none") throw new Error("a search was expected");
  return { q: { ...base, regions }, search };
}

const searchesWith = (details: string[], ...indexes: string[]) => {
  for (const index of indexes)
    expect(details).toContainEqual(
      expect.stringMatching(new RegExp(`^SEARCH end_users USING (COVERING )?INDEX ${index}\\w* \\(`)),
    );
  expect(details.filter((d) => d.startsWith("SCAN end_users"))).toEqual([]);
};

describe("AGU directory query plans", () => {
  it.each([
    ["maria.lopez@correo.test", "auto", null, "end_users_email_idx"],
    ["maria.lo", "email", null, "end_users_email_idx"],
    ["maria.lo", "email", ["chile"], "end_users_region_email_idx"],
    ["maria lop", "name", null, "end_users_name_key_idx"],
    ["maria lop", "name", ["mexico"], "end_users_region_name_key_idx"],
    ["9f1c2a7e4b8d4c0fa3e5d6b7c8a9f001", "auto", null, "end_users_hash_idx"],
    ["9f1c2a7e", "hash", ["mexico", "chile"], "end_users_hash_idx"],
  ] as const)("a search for %s (%s, regions %j) probes %s", (term, by, regions, index) => {
    const { q, search } = searched(term, by, regions);
    searchesWith(plan(searchQuery(db, q, search)), index);
    searchesWith(plan(matchCountQuery(db, q, search)), index);
  });

  it("a phone probes both phone indexes, with or without a region", () => {
    for (const regions of [null, ["mexico"]]) {
      const { q, search } = searched("55 1234", "phone", regions);
      searchesWith(plan(searchQuery(db, q, search)), "end_users_telmex_idx", "end_users_telcel_idx");
    }
  });

  it.each([
    ["id_usuario", null],
    ["email", null],
    ["name", null],
    ["id_usuario", ["peru"]],
    ["email", ["peru"]],
    ["name", ["peru"]],
  ] as const)("browsing by %s (regions %j) walks an index in order", (sortField, regions) => {
    const details = plan(browseQuery(db, { ...base, sortField, regions }, "desc", 100, 25));
    expect(details.some((d) => d.includes("TEMP B-TREE"))).toBe(false);
    if (regions) searchesWith(details, "end_users_region_");
  });

  it("a region's total counts within the region's index range", () => {
    searchesWith(plan(directoryTotalQuery(db, ["mexico"])), "end_users_region_");
  });

  it("a page's active subscriptions come from the per-user index", () => {
    const details = plan(activeSubscriptionsQuery(db, [10_000_001, 10_000_003]));
    expect(details).toContainEqual(
      expect.stringMatching(/^SEARCH subscriptions USING INDEX subscriptions_user_idx/),
    );
  });
});
