import { describe, expect, inject, it } from "vitest";
import { type Db, openDatabase } from "../../server/db/database.ts";
import { migrateToLatest } from "../../server/db/migrator.ts";
import { SERVER_MODULES } from "../../server/modules.ts";
import type { ServerModule } from "../../server/platform/module.ts";
import { adminQuery, closeAfterFile, databaseUrl, TEST_DIALECT } from "./test-database.ts";

// Issue 32 item 2: upgrading gives every existing role "personal" exactly where it has "view", so nobody sees
// less (or more) than before the upgrade.

const PERSONAL = "620-profiles-personal";

/** The modules as they were before the personal privilege: system without its migration 620. */
const before: ServerModule[] = SERVER_MODULES.map((module) => {
  if (!module.migrations?.[PERSONAL]) return module;
  const { [PERSONAL]: _, ...older } = module.migrations;
  return { ...module, migrations: older };
});

async function emptyDatabase(): Promise<Db> {
  if (TEST_DIALECT === "sqlite") return openDatabase(":memory:");
  const name = `${inject("pgTemplate")}_personal_${process.pid}`;
  await adminQuery(`create database ${name}`);
  const db = openDatabase(databaseUrl(inject("pgAdminUrl"), name), { poolSize: 2 });
  closeAfterFile(() => db.destroy());
  return db;
}

describe(`migration ${PERSONAL}`, () => {
  it("gives existing roles personal where they have view, and nowhere else", async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db, before);
    const role = (name: string, view: number, edit: number) => ({
      name,
      title: name,
      active: 1,
      view,
      edit,
      new: 0,
      delete: 0,
      publish: 0,
    });
    // biome-ignore lint/suspicious/noExplicitAny: the table before the migration has no personal column
    await (db as any)
      .insertInto("profiles")
      .values([role("lector", 1, 0), role("solo_edicion", 0, 1)])
      .execute();
    await migrateToLatest(db);
    const rows = await db
      .selectFrom("profiles")
      .select(["name", "view", "personal"])
      .orderBy("name")
      .execute();
    expect(rows).toEqual([
      { name: "lector", view: 1, personal: 1 },
      { name: "solo_edicion", view: 0, personal: 0 },
    ]);
    if (TEST_DIALECT === "sqlite") await db.destroy();
  });
});
