import { beforeAll, describe, expect, it } from "vitest";
import { FILTER_FIXTURES as F } from "../../server/filters/seed-fixtures.ts";
import type { Privilege } from "../../src/permissions/catalog.ts";
import { FILTERS } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { signInStaffUser } from "./staff-user.ts";

// Save and clone admit holders of new or edit (the declaration lists both); the handler then asks for the one
// its input needs: creating needs new, changing an existing filter needs edit.

let t: TestApp;
let onlyNew: string;
let onlyEdit: string;

/** A staff user of mexico/video whose one role grants exactly these privileges on filtros. */
const userWith = (name: string, privileges: Privilege[]) => signInStaffUser(t, name, "filtros", privileges);

beforeAll(async () => {
  t = await createTestApp();
  onlyNew = await userWith("solonuevo", ["view", "new"]);
  onlyEdit = await userWith("soloeditar", ["view", "edit"]);
});

const save = (body: unknown, token: string) => t.call("POST", `${FILTERS}/save`, { token, body });
const clone = (destination: number, token: string) =>
  t.call("POST", `${FILTERS}/clone/export`, {
    token,
    body: {
      selections: {
        action: "Exportar",
        type: destination === 0 ? "Nuevo" : "M",
        origin: F.actionReleases.id,
        destination,
      },
    },
  });

describe("filters: new to create, edit to change (one call, two privileges)", () => {
  it("lets a user holding new but not edit create a filter, and refuses them a change", async () => {
    const created = await save({ filter: { name: "Solo nuevo", type: "M", item_type: "G" } }, onlyNew);
    expect([created.http, created.body.status]).toEqual([200, 200]);
    const changed = await save({ filter: { filter_id: F.manualPicks.id, description: "x" } }, onlyNew);
    expect([changed.http, changed.body.error]).toEqual([403, "user_without_permission"]);
  });

  it("lets a user holding edit but not new change a filter, and refuses them a creation", async () => {
    const changed = await save({ filter: { filter_id: F.manualPicks.id, description: "editado" } }, onlyEdit);
    expect([changed.http, changed.body.result.filter.description]).toEqual([200, "editado"]);
    const created = await save({ filter: { name: "Solo editar", type: "M", item_type: "G" } }, onlyEdit);
    expect([created.http, created.body.error]).toEqual([403, "user_without_permission"]);
  });

  it("clones into a new filter with new only, into an existing one with edit only", async () => {
    expect((await clone(0, onlyNew)).http).toBe(200);
    expect((await clone(0, onlyEdit)).http).toBe(403);
    expect((await clone(F.catalogueMovies.id, onlyEdit)).http).toBe(200);
    expect((await clone(F.catalogueMovies.id, onlyNew)).http).toBe(403);
  });
});
