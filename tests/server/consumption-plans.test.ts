import type { Compilable } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import {
  subscriptionsQuery,
  userByEmailQuery,
  userByHashQuery,
  userByPhoneQuery,
} from "../../server/consumption/queries.ts";
import { emailPrefixQuery, phonePrefixQuery } from "../../server/consumption/search.ts";
import { sqliteHandle } from "../../server/db/database.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// The lookups must stay single-digit milliseconds on 1M end users / 3M subscriptions: each must be an index
// SEARCH (equality or range), never a SCAN of a table or of a whole index.
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

function expectSearch(query: Compilable, table: string, index: string) {
  const details = plan(query);
  expect(details.filter((d) => d.includes(table))).toEqual([
    expect.stringMatching(new RegExp(`^SEARCH ${table} USING (COVERING )?INDEX ${index} \\(`)),
  ]);
  expect(details.some((d) => d.startsWith("SCAN"))).toBe(false);
}

describe("consulta_consumo query plans", () => {
  it("byemail probes the unique e-mail index", () => {
    expectSearch(
      userByEmailQuery(t.db, "maria.lopez@correo.test", "mexico"),
      "end_users",
      "end_users_email_idx",
    );
  });

  it("bytel probes the index of the phone type asked for", () => {
    expectSearch(
      userByPhoneQuery(t.db, "5512345678", "telmex", "mexico"),
      "end_users",
      "end_users_telmex_idx",
    );
    expectSearch(
      userByPhoneQuery(t.db, "5587654321", "telcel", "mexico"),
      "end_users",
      "end_users_telcel_idx",
    );
  });

  it("search walks (region, email) for an e-mail prefix and each phone index for digits", () => {
    expectSearch(emailPrefixQuery(t.db, "mar", "costa_rica", 8), "end_users", "end_users_region_email_idx");
    expectSearch(phonePrefixQuery(t.db, "5512", "telmex", "mexico", 8), "end_users", "end_users_telmex_idx");
    expectSearch(phonePrefixQuery(t.db, "5512", "telcel", "chile", 8), "end_users", "end_users_telcel_idx");
  });

  it("subscription/list finds the user by hash and the subscriptions by user", () => {
    expectSearch(
      userByHashQuery(t.db, "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f001", "mexico"),
      "end_users",
      "end_users_hash_idx",
    );
    expectSearch(subscriptionsQuery(t.db, 10_000_001), "subscriptions", "subscriptions_user_idx");
  });
});
