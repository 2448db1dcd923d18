import { beforeAll, describe, expect, it } from "vitest";
import { FILTER_FIXTURES as F } from "../../server/filters/seed-fixtures.ts";
import { contentsOf, FILTERS, one } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// v2/filters/manual/export and /import (spec 2 §7 "export/import manual (filter_id_origin,
// filter_id_destination)"): a manual filter's contents, in order, into a new or an existing manual filter.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const copy = (action: "export" | "import", origin: number, destination: number) =>
  t.call("POST", `${FILTERS}/manual/${action}`, {
    token: admin,
    query: { filter_id_origin: origin, filter_id_destination: destination },
  });

async function manualFilter(name: string, contents: number[]): Promise<number> {
  const created = await t.call("POST", `${FILTERS}/save`, {
    token: admin,
    body: { filter: { name, type: "M", item_type: "G" }, contents },
  });
  return created.body.result.filter.filter_id;
}

describe("manual export and import", () => {
  it("export to 0 copies a manual filter's contents, in its order, into a new manual '_copy' filter", async () => {
    const held = await contentsOf(t, F.manualPicks.id);
    const reply = await copy("export", F.manualPicks.id, 0);
    expect(reply.http).toBe(200);
    const { filter_id_destination: id, conversion, contents } = reply.body.result;
    expect({ conversion, contents }).toEqual({ conversion: null, contents: held.length });
    expect(await contentsOf(t, id)).toEqual(held);
    expect(await one(t, "select name, type, item_type from filters where filter_id = ?", id)).toEqual({
      name: `${F.manualPicks.name}_copy`,
      type: "M",
      item_type: "G",
    });
  });

  it("export and import into an existing manual filter replace its contents with the origin's", async () => {
    const held = await contentsOf(t, F.manualPicks.id);
    for (const action of ["export", "import"] as const) {
      const id = await manualFilter(`Destino ${action}`, [1_000_001]);
      const reply = await copy(action, F.manualPicks.id, id);
      expect(reply.body.result).toMatchObject({ filter_id_destination: id, conversion: null });
      expect(await contentsOf(t, id)).toEqual(held);
    }
  });

  it("refuses an automatic origin or destination, and import into a new filter", async () => {
    const id = await manualFilter("Destino manual", []);
    const automaticOrigin = await copy("export", F.actionReleases.id, id);
    expect(automaticOrigin.body).toMatchObject({ error: "filter_clone_origin" });
    const automaticDestination = await copy("import", F.manualPicks.id, F.actionReleases.id);
    expect(automaticDestination.body).toMatchObject({ error: "filter_clone_destination" });
    expect((await copy("import", F.manualPicks.id, 0)).body).toMatchObject({
      error: "filter_clone_new_import",
    });
    expect(await contentsOf(t, id)).toEqual([]);
  });
});
