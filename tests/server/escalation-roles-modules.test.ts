import { beforeAll, describe, expect, it } from "vitest";
import { createDelegate, type Delegate, moduleIds } from "./delegates.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Issue 12 §1: a non-root role editor cannot raise a role beyond their own privileges nor edit roles they do
// not hold; module names are identities only root may change.

let t: TestApp;
let admin: string;
let roleEditor: Delegate;
let moduleEditor: Delegate;
let modules: Record<string, number>;

const profileRow = (id: number) =>
  t.db.selectFrom("profiles").selectAll().where("profile_id", "=", id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  modules = await moduleIds(t, admin);
  roleEditor = await createDelegate(t, admin, {
    email: "roles@adm.test",
    modules: ["roles", "consulta_consumo"],
    privileges: ["view", "edit"],
  });
  moduleEditor = await createDelegate(t, admin, {
    email: "modulos@adm.test",
    modules: ["modules"],
    privileges: ["view", "edit"],
  });
});

describe("a non-root role editor", () => {
  it("cannot give their own role privileges they lack (the reported new/delete/publish on the own role)", async () => {
    const before = await profileRow(roleEditor.roleId);
    const reply = await t.call("PUT", `/services/system/profile/${roleEditor.roleId}`, {
      token: roleEditor.token,
      body: { new: 1, delete: 1, publish: 1 },
    });
    expect(reply.http).toBe(403);
    expect(reply.body).toMatchObject({
      error: "system_profile_privilege_forbidden",
      extra: { datafield: "privileges" },
    });
    expect(await profileRow(roleEditor.roleId)).toEqual(before);
  });

  it("cannot edit a role they do not hold (role 1, administrador)", async () => {
    const before = await profileRow(1);
    const reply = await t.call("PUT", "/services/system/profile/1", {
      token: roleEditor.token,
      body: { title: "Administrador tomado" },
    });
    expect(reply.http).toBe(403);
    expect(reply.body.error).toBe("system_profile_not_held");
    const toggle = await t.call("PUT", "/services/system/profile/active/1", {
      token: roleEditor.token,
      body: { active: 0 },
    });
    expect(toggle.body.error).toBe("system_profile_not_held");
    expect(await profileRow(1)).toEqual(before);
  });

  it("cannot reactivate a retired role (nobody holds an inactive role)", async () => {
    const reply = await t.call("PUT", "/services/system/profile/active/6", {
      token: roleEditor.token,
      body: { active: 1 },
    });
    expect(reply.http).toBe(403);
    expect(reply.body.error).toBe("system_profile_not_held");
    expect((await profileRow(6)).active).toBe(0);
  });

  it("may edit a role they hold within their privileges", async () => {
    const reply = await t.call("PUT", `/services/system/profile/${roleEditor.roleId}`, {
      token: roleEditor.token,
      body: { title: "Editor de roles", view: 1, edit: 1 },
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result.title).toBe("Editor de roles");
  });
});

describe("module identity", () => {
  it("refuses a non-root rename (dummy → user would hand over the users module)", async () => {
    for (const name of ["user", "dummy_renombrado"]) {
      const reply = await t.call("PUT", `/services/system/module/${modules.dummy}`, {
        token: moduleEditor.token,
        body: { name },
      });
      expect(reply.http).toBe(403);
      expect(reply.body).toMatchObject({
        error: "system_module_rename_forbidden",
        extra: { datafield: "name" },
      });
    }
    const module = await t.call("GET", `/services/system/module/${modules.dummy}`, { token: admin });
    expect(module.body.result.name).toBe("dummy");
  });

  it("refuses a non-root activation of an inactive module, allows other edits", async () => {
    await t.call("PUT", `/services/system/module/${modules.dummy}`, { token: admin, body: { active: 0 } });
    const activate = await t.call("PUT", `/services/system/module/${modules.dummy}`, {
      token: moduleEditor.token,
      body: { active: 1 },
    });
    expect(activate.http).toBe(403);
    expect(activate.body.error).toBe("system_module_activate_forbidden");
    const retitle = await t.call("PUT", `/services/system/module/${modules.dummy}`, {
      token: moduleEditor.token,
      body: { name: "dummy", title: "Dummy (pruebas)" },
    });
    expect(retitle.http).toBe(200);
  });

  it("lets root rename a module", async () => {
    const created = await t.call("POST", "/services/system/module", {
      token: admin,
      body: { name: "temporal", title: "Temporal" },
    });
    const reply = await t.call("PUT", `/services/system/module/${created.body.result.module_id}`, {
      token: admin,
      body: { name: "temporal_2" },
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result.name).toBe("temporal_2");
  });
});
