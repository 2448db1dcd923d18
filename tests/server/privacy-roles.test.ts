import { beforeAll, describe, expect, it } from "vitest";
import { createDelegate, type Delegate } from "./delegates.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Issue 32 item 2: "personal" is a privilege like the others: a non-root role editor cannot turn it on where
// they lack it, and a role needs one of the specifications' five besides.

let t: TestApp;
let admin: string;
let editor: Delegate;

const personalOf = async (id: number) =>
  (
    await t.db
      .selectFrom("profiles")
      .select("personal")
      .where("profile_id", "=", id)
      .executeTakeFirstOrThrow()
  ).personal;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  editor = await createDelegate(t, admin, {
    email: "roles.sin.datos@adm.test",
    modules: ["roles", "consulta_consumo"],
    privileges: ["view", "edit"],
  });
});

describe("the personal privilege in role administration", () => {
  it("cannot be turned on by a non-root editor who lacks it", async () => {
    const reply = await t.call("PUT", `/services/system/profile/${editor.roleId}`, {
      token: editor.token,
      body: { personal: 1 },
    });
    expect(reply.http).toBe(403);
    expect(reply.body).toMatchObject({
      error: "system_profile_privilege_forbidden",
      extra: { datafield: "privileges" },
    });
    expect(await personalOf(editor.roleId)).toBe(0);
  });

  it("is granted by root, listed with the role, and off for a client that does not send it", async () => {
    const created = await t.call("POST", "/services/system/profile", {
      token: admin,
      body: { name: "lectura_datos", title: "Lectura con datos", view: 1, personal: 1 },
    });
    expect(created.http).toBe(201);
    expect(created.body.result).toMatchObject({ view: true, personal: true });
    // An older console knows the five privileges only: its new role sees data masked, its edits keep the flag.
    const older = await t.call("POST", "/services/system/profile", {
      token: admin,
      body: { name: "lectura_antigua", title: "Lectura", view: 1 },
    });
    expect(older.body.result).toMatchObject({ view: true, personal: false });
    const edited = await t.call("PUT", `/services/system/profile/${created.body.result.profile_id}`, {
      token: admin,
      body: { title: "Lectura con datos (editado)", view: 1, edit: 0 },
    });
    expect(edited.body.result).toMatchObject({ personal: true });
  });

  it("alone is no privilege: a role needs one of the other five", async () => {
    const reply = await t.call("POST", "/services/system/profile", {
      token: admin,
      body: { name: "solo_datos", title: "Solo datos", personal: 1 },
    });
    expect([reply.http, reply.body.error]).toEqual([400, "system_profile_privilege_required"]);
  });
});
