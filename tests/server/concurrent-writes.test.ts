import { beforeAll, describe, expect, it, vi } from "vitest";
import { isUniqueViolation } from "../../server/db/database.ts";
import { countRows, createTestApp, type TestApp } from "./helpers.ts";

// Several requests at once, as several replicas (or several PostgreSQL connections of one) serve them: SQLite
// runs them one after another, PostgreSQL truly at once.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const group = (name: string) => ({
  name,
  title: "Cobranza",
  description: "",
  active: 1,
  regions: "441",
  tenants: [1],
  profiles: "3",
  modules: ["9"],
});

describe("concurrent writes", () => {
  it("creates a name requested by several calls at once exactly once; the others are told it is a duplicate", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const replies = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.call("POST", "/services/system/group", { token: admin, body: group("cobranza") }),
        ),
      );
      const statuses = replies.map((r) => r.http).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      expect(await countRows(t.db, "groups", { name: "cobranza" })).toBe(1);
    } finally {
      quiet.mockRestore();
    }
  });

  it("recognises a unique-index refusal of the database as such", async () => {
    const insert = () => t.db.insertInto("settings").values({ key: "concurrent-test", value: "x" }).execute();
    await insert();
    const refusal = await insert().catch((error: unknown) => error);
    expect(isUniqueViolation(refusal)).toBe(true);
    expect(isUniqueViolation(new Error("other"))).toBe(false);
  });
});
