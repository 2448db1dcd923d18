import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/auth/password.ts";
import { FILTER_FIXTURES as F } from "../../server/filters/seed-fixtures.ts";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import type { Privilege } from "../../src/permissions/catalog.ts";
import { FILTERS } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Save and clone admit holders of new or edit (the declaration lists both); the handler then asks for the one
// its input needs: creating needs new, changing an existing filter needs edit.

let t: TestApp;
let onlyNew: string;
let onlyEdit: string;

/** A staff user of mexico/video whose one role grants exactly these privileges on filtros. */
async function userWith(name: string, privileges: Privilege[]): Promise<string> {
  const db = t.db;
  const flag = (privilege: Privilege) => (privileges.includes(privilege) ? 1 : 0);
  const { profile_id } = await db
    .insertInto("profiles")
    .values({
      name,
      title: name,
      active: 1,
      view: flag("view"),
      edit: flag("edit"),
      new: flag("new"),
      delete: flag("delete"),
      publish: flag("publish"),
    })
    .returning("profile_id")
    .executeTakeFirstOrThrow();
  const { group_id } = await db
    .insertInto("groups")
    .values({ name, title: name, description: "", active: 1 })
    .returning("group_id")
    .executeTakeFirstOrThrow();
  const region = await db
    .selectFrom("regions")
    .select("region_id")
    .where("name", "=", "mexico")
    .executeTakeFirstOrThrow();
  const tenant = await db
    .selectFrom("tenants")
    .select("tenant_id")
    .where("code", "=", "video")
    .executeTakeFirstOrThrow();
  const module = await db
    .selectFrom("modules")
    .select("module_id")
    .where("name", "=", "filtros")
    .executeTakeFirstOrThrow();
  await db.insertInto("group_regions").values({ group_id, region_id: region.region_id }).execute();
  await db.insertInto("group_tenants").values({ group_id, tenant_id: tenant.tenant_id }).execute();
  await db.insertInto("group_modules").values({ group_id, module_id: module.module_id }).execute();
  await db.insertInto("group_profiles").values({ group_id, profile_id }).execute();
  const { user_id } = await db
    .insertInto("users")
    .values({
      name,
      fullname: name,
      email: `${name}@adm.test`,
      password_hash: await hashPassword(DEMO_PASSWORD),
      root: 0,
      active: 1,
      region_id: region.region_id,
      tz_id: 1,
      locked_at: null,
      last_login: null,
      created_at: new Date(t.clock.now).toISOString(),
    })
    .returning("user_id")
    .executeTakeFirstOrThrow();
  await db.insertInto("user_group_profiles").values({ user_id, group_id, profile_id }).execute();
  return t.login(`${name}@adm.test`);
}

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
