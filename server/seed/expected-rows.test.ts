import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrator.ts";
import { EXPECTED_ROWS } from "./expected-rows.ts";
import { seedDatabase } from "./index.ts";

describe("the rows the seed's time left is reckoned on", () => {
  it("are the rows a small seed writes through the bulk loader, stage by stage", async () => {
    const db = openDatabase(":memory:");
    await migrateToLatest(db);
    let rows = 0;
    const stages: string[] = [];
    await seedDatabase(db, {
      scale: "small",
      progress: {
        stage: (name, index, count) => stages.push(`${index}/${count} ${name}`),
        rows: (n) => (rows += n),
      },
    });
    await db.destroy();
    expect(rows).toBe(EXPECTED_ROWS.small);
    expect(stages[0]).toMatch(/^1\/\d+ base$/);
    expect(stages.at(-1)).toBe(`${stages.length}/${stages.length} analyze`);
  }, 120_000);
});
