import { beforeAll, describe, expect, it } from "vitest";
import { createDelegate, type Delegate, moduleIds } from "./delegates.ts";
import { countRows, createTestApp, type TestApp } from "./helpers.ts";

// Issue 12 §1: a non-root group editor cannot add to a group what they do not hold, nor widen their own.

let t: TestApp;
let admin: string;
let editor: Delegate;
let modules: Record<string, number>;
let target: number;

const LINK_TABLES = ["group_modules", "group_regions", "group_tenants", "group_profiles"];
const links = () => Promise.all(LINK_TABLES.map((table) => countRows(t.db, table)));
const putGroup = (id: number, body: unknown) =>
  t.call("PUT", `/services/system/group/${id}`, { token: editor.token, body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  modules = await moduleIds(t, admin);
  // Groups view/edit/new/personal in México/video (personal: what Consulta, a role the editor adds the groups
  // module through, grants there), plus Soporte México y Colombia as Consulta (consulta_consumo view, personal).
  editor = await createDelegate(t, admin, {
    email: "grupos@adm.test",
    modules: ["groups"],
    privileges: ["view", "edit", "new", "personal"],
    extraRows: "2,3",
  });
  const group = await t.call("POST", "/services/system/group", {
    token: admin,
    body: {
      name: "destino",
      title: "Destino",
      regions: [441],
      tenants: [1],
      profiles: [3],
      modules: [modules.consulta_consumo],
    },
  });
  target = group.body.result.group_id;
});

describe("a non-root group editor", () => {
  it("cannot widen a group they belong to (the reported path: own group + modules 3,1,2, then GET /user)", async () => {
    const before = await links();
    const reply = await putGroup(editor.groupId, {
      modules: `${modules.groups},${modules.user},${modules.logs}`,
    });
    expect(reply.http).toBe(403);
    expect(reply.body).toMatchObject({
      error: "system_group_own_forbidden",
      extra: { datafield: "modules" },
    });
    expect(await links()).toEqual(before);
    expect((await t.call("GET", "/services/user", { token: editor.token })).http).toBe(403);
  });

  it("cannot add to another group a module they do not hold", async () => {
    const reply = await putGroup(target, { modules: [modules.consulta_consumo, modules.user] });
    expect(reply.http).toBe(403);
    expect(reply.body).toMatchObject({
      error: "system_group_module_forbidden",
      extra: { datafield: "modules" },
    });
  });

  it("cannot add a region they do not hold (the generic region included)", async () => {
    for (const regions of ["441,746", "1"]) {
      const reply = await putGroup(target, { regions });
      expect(reply.http).toBe(403);
      expect(reply.body).toMatchObject({
        error: "system_group_region_forbidden",
        extra: { datafield: "regions" },
      });
    }
  });

  it("cannot add a tenant they do not hold", async () => {
    const reply = await putGroup(target, { tenants: "1,2" });
    expect(reply.http).toBe(403);
    expect(reply.body).toMatchObject({
      error: "system_group_tenant_forbidden",
      extra: { datafield: "tenants" },
    });
  });

  it("cannot add a role whose privileges on the group's modules exceed theirs", async () => {
    const reply = await putGroup(target, { profiles: "3,1" });
    expect(reply.http).toBe(403);
    expect(reply.body).toMatchObject({
      error: "system_group_profile_forbidden",
      extra: { datafield: "profiles" },
    });
  });

  it("cannot add a module they hold where the group's roles would exceed their privileges on it", async () => {
    const editors = await t.call("POST", "/services/system/group", {
      token: admin,
      body: {
        name: "destino_admin",
        title: "Destino admin",
        regions: [441],
        tenants: [1],
        profiles: [1],
        modules: [],
      },
    });
    const reply = await putGroup(editors.body.result.group_id, { modules: [modules.groups] });
    expect(reply.http).toBe(403);
    expect(reply.body).toMatchObject({
      error: "system_group_profile_forbidden",
      extra: { datafield: "modules" },
    });
  });

  it("cannot create a group granting more than they hold", async () => {
    const before = await countRows(t.db, "groups");
    const reply = await t.call("POST", "/services/system/group", {
      token: editor.token,
      body: {
        name: "nuevo",
        title: "Nuevo",
        regions: [441],
        tenants: [1],
        profiles: [1],
        modules: [modules.groups],
      },
    });
    expect(reply.http).toBe(403);
    expect(reply.body.error).toBe("system_group_profile_forbidden");
    expect(await countRows(t.db, "groups")).toBe(before);
  });

  it("cannot activate a dormant group that grants more than they hold", async () => {
    const dormant = await t.call("POST", "/services/system/group", {
      token: admin,
      body: {
        name: "latente",
        title: "Latente",
        active: 0,
        regions: [441],
        tenants: [1],
        profiles: [1],
        modules: [modules.user],
      },
    });
    const id = dormant.body.result.group_id;
    const toggle = await t.call("PUT", `/services/system/group/active/${id}`, {
      token: editor.token,
      body: { active: 1 },
    });
    expect(toggle.http).toBe(403);
    expect(toggle.body.error).toBe("system_group_module_forbidden");
    const viaEdit = await putGroup(id, { active: 1 });
    expect(viaEdit.body.error).toBe("system_group_module_forbidden");
    expect((await t.call("GET", `/services/system/group/${id}`, { token: admin })).body.result.active).toBe(
      0,
    );
  });

  it("may still give a group what they hold, and take anything away", async () => {
    const add = await putGroup(target, { modules: [modules.consulta_consumo, modules.groups] });
    expect(add.http).toBe(200);
    expect(add.body.result.module_list.map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(["groups", "consulta_consumo"]),
    );
    const remove = await putGroup(target, { modules: [], title: "Destino sin módulos" });
    expect(remove.http).toBe(200);
    const shrinkOwn = await putGroup(editor.groupId, { description: "solo texto" });
    expect(shrinkOwn.http).toBe(200);
  });

  it("leaves root unrestricted", async () => {
    const reply = await t.call("PUT", `/services/system/group/${target}`, {
      token: admin,
      body: { regions: "1", tenants: "1,2,3", profiles: "1,3", modules: [modules.user] },
    });
    expect(reply.http).toBe(200);
  });
});
