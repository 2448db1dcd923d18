import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allWhere, countWhere, firstWhere, stampOnce, updateWhere } from "./by-keys.ts";

type Tables = { items: { id: number; owner: number; name: string; seen_at: string | null } };

let db: Kysely<Tables>;

beforeEach(async () => {
  db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SqliteDatabase(":memory:") }) });
  await db.schema
    .createTable("items")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("owner", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("seen_at", "text")
    .execute();
  await db
    .insertInto("items")
    .values([
      { id: 1, owner: 7, name: "b", seen_at: null },
      { id: 2, owner: 7, name: "a", seen_at: "2026-01-01" },
      { id: 3, owner: 8, name: "a", seen_at: null },
    ])
    .execute();
});
afterEach(() => db.destroy());

describe("rows named by their key columns", () => {
  it("finds the first row whose columns all match, and none when one differs or the row is excepted", async () => {
    expect(await firstWhere(db, "items", "id", { owner: 7, name: "a" })).toEqual({ id: 2 });
    expect(await firstWhere(db, "items", "id", { owner: 8, name: "b" })).toBeUndefined();
    expect(await firstWhere(db, "items", "id", { owner: 8, name: "a" }, { id: 3 })).toBeUndefined();
  });

  it("lists in the order asked and counts the matching rows", async () => {
    expect(await allWhere(db, "items", ["id", "name"], { owner: 7 }, "name")).toEqual([
      { id: 2, name: "a" },
      { id: 1, name: "b" },
    ]);
    expect(await countWhere(db, "items", { owner: 7 })).toBe(2);
    expect(await countWhere(db, "items", { owner: 9 })).toBe(0);
  });

  it("updates the matching rows only, and stamps only those without a stamp (the first stays)", async () => {
    await updateWhere(db, "items", { name: "c" }, { id: 1 });
    await stampOnce(db, "items", "seen_at", "2026-02-02", { owner: 7 });
    await stampOnce(db, "items", "seen_at", "2026-03-03", { owner: 8 }, { id: 3 });
    expect(await db.selectFrom("items").selectAll().orderBy("id").execute()).toEqual([
      { id: 1, owner: 7, name: "c", seen_at: "2026-02-02" },
      { id: 2, owner: 7, name: "a", seen_at: "2026-01-01" },
      { id: 3, owner: 8, name: "a", seen_at: null },
    ]);
  });

  it("refuses a write that names no key, or a key without a value, and writes nothing", async () => {
    const before = await db.selectFrom("items").selectAll().orderBy("id").execute();
    await expect(stampOnce(db, "items", "seen_at", "2026-04-04", {})).rejects.toThrow("no key column");
    await expect(updateWhere(db, "items", { name: "z" }, { id: undefined })).rejects.toThrow(
      "key column id has no value",
    );
    expect(await db.selectFrom("items").selectAll().orderBy("id").execute()).toEqual(before);
  });
});
