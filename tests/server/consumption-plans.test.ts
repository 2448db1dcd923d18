import type { Compilable } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import {
  subscriptionsQuery,
  userByEmailQuery,
  userByHashQuery,
  userByPhoneQuery,
} from "../../server/consumption/queries.ts";
import { emailPrefixQuery, phonePrefixQuery } from "../../server/consumption/search.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { accessPaths } from "./query-plan.ts";

// The lookups must stay single-digit milliseconds on 1M end users / 3M subscriptions: each must be an index
// probe or range (SQLite's SEARCH, PostgreSQL's index scans), never a scan of a table or of a whole index.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function expectSearch(query: Compilable, table: string, index: string | RegExp) {
  expect(await accessPaths(t.db, query)).toEqual([
    { table, index: typeof index === "string" ? index : expect.stringMatching(index) },
  ]);
}

describe("consulta_consumo query plans", () => {
  it("byemail probes an e-mail index", async () => {
    // SQLite picks the unique e-mail index, PostgreSQL the (region, email) one: both are equality probes.
    await expectSearch(
      userByEmailQuery(t.db, "maria.lopez@correo.test", "mexico"),
      "end_users",
      /^end_users_(region_)?email_idx$/,
    );
  });

  it("bytel probes the index of the phone type asked for", async () => {
    await expectSearch(
      userByPhoneQuery(t.db, "5512345678", "telmex", "mexico"),
      "end_users",
      "end_users_telmex_idx",
    );
    await expectSearch(
      userByPhoneQuery(t.db, "5587654321", "telcel", "mexico"),
      "end_users",
      "end_users_telcel_idx",
    );
  });

  it("search walks (region, email) for an e-mail prefix and each phone index for digits", async () => {
    await expectSearch(
      emailPrefixQuery(t.db, "mar", "costa_rica", 8),
      "end_users",
      "end_users_region_email_idx",
    );
    await expectSearch(
      phonePrefixQuery(t.db, "5512", "telmex", "mexico", 8),
      "end_users",
      "end_users_telmex_idx",
    );
    await expectSearch(
      phonePrefixQuery(t.db, "5512", "telcel", "chile", 8),
      "end_users",
      "end_users_telcel_idx",
    );
  });

  it("subscription/list finds the user by hash and the subscriptions by user", async () => {
    await expectSearch(
      userByHashQuery(t.db, "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f001", "mexico"),
      "end_users",
      "end_users_hash_idx",
    );
    await expectSearch(subscriptionsQuery(t.db, 10_000_001), "subscriptions", "subscriptions_user_idx");
  });
});
