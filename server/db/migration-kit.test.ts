import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { addColumns, createIndexes, createTables, flag } from "./migration-kit.ts";

async function schemaOf(build: (db: ReturnType<typeof openDatabase>) => Promise<void>) {
  const db = openDatabase(":memory:");
  await build(db);
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where sql is not null
    order by rowid`.execute(db);
  await db.destroy();
  return rows.map((row) => row.sql);
}

describe("migration kit", () => {
  it("declares a table's columns, constraints and indexes as CREATE TABLE and CREATE INDEX write them", async () => {
    const schema = await schemaOf(async (db) => {
      await createTables(db, {
        parents: { parent_id: "integer primary key", code: "text not null unique" },
        children: {
          parent_id: "integer not null references parents.parent_id on delete cascade",
          position: "integer not null default 0 check (position >= 0)",
          label: "text not null default 'it''s'",
          active: flag(1),
          "primary key": "parent_id, position",
          "unique children_label": "parent_id, label",
          "index children_active_idx": `active where "active" = 1`,
        },
      });
      await addColumns(db, "children", { note: "text" });
      await createIndexes(db, "parents", { parents_code_ci: "unique (lower(code))" }, { ifNotExists: true });
    });
    expect(schema).toEqual([
      'CREATE TABLE "parents" ("parent_id" integer primary key, "code" text not null unique)',
      'CREATE TABLE "children" ("parent_id" integer not null references "parents" ("parent_id") on delete cascade, ' +
        "\"position\" integer default 0 not null check (position >= 0), \"label\" text default 'it''s' not null, " +
        '"active" integer default 1 not null check (active in (0, 1)), "note" text, ' +
        'constraint "children_pk" primary key ("parent_id", "position"), ' +
        'constraint "children_label" unique ("parent_id", "label"))',
      'CREATE INDEX "children_active_idx" on "children" ("active") where "active" = 1',
      'CREATE UNIQUE INDEX "parents_code_ci" on "parents" (lower(code))',
    ]);
  });

  it("refuses a definition it cannot read, naming the column", async () => {
    await expect(schemaOf((db) => createTables(db, { t: { a: "integer not nul" } }))).rejects.toThrow(
      't.a: cannot read "not nul" in "integer not nul"',
    );
    await expect(schemaOf((db) => createTables(db, { t: { a: "varchar" } }))).rejects.toThrow(
      't.a: unknown type in "varchar"',
    );
  });
});
