import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";

// A non-root user administrator must not grant groups they do not hold (privilege escalation).

let t: TestApp;
let admin: string;
let delegate: string;
let delegateGroup: number;
let delegateRole: number;

const rowsOf = (userId: number) =>
  t.db
    .selectFrom("user_group_profiles")
    .select(["group_id", "profile_id"])
    .where("user_id", "=", userId)
    .orderBy("group_id")
    .execute();

const person = (email: string, profiles: string) => ({
  name: email.split("@")[0],
  email,
  region_id: 441,
  tz_id: 2,
  plain: "Clave-Larga-2026",
  profiles,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  const modules = await t.call("GET", "/services/system/module", { token: admin, query: { all: 1 } });
  const userModule = modules.body.result.find((m: { name: string }) => m.name === "user").module_id;
  const role = await t.call("POST", "/services/system/profile", {
    token: admin,
    body: { name: "gestor_usuarios", title: "Gestor de usuarios", view: 1, new: 1, edit: 1 },
  });
  delegateRole = role.body.result.profile_id;
  const group = await t.call("POST", "/services/system/group", {
    token: admin,
    body: {
      name: "gestores",
      title: "Gestores",
      regions: "1",
      tenants: "1",
      profiles: [delegateRole],
      modules: [userModule],
    },
  });
  delegateGroup = group.body.result.group_id;
  const created = await t.call("POST", "/services/user", {
    token: admin,
    body: person("gestor@adm.test", `${delegateGroup},${delegateRole}|2,4`),
  });
  expect(created.http).toBe(201);
  delegate = await t.login("gestor@adm.test", "Clave-Larga-2026");
});

describe("granting groups as a non-root administrator", () => {
  it("refuses creating a user in a group the administrator does not hold, writing nothing", async () => {
    const before = await t.counts();
    const reply = await t.call("POST", "/services/user", {
      token: delegate,
      body: person("escalada@adm.test", "2,4|1,1"),
    });
    expect(reply.http).toBe(403);
    expect(reply.body).toMatchObject({ error: "user_group_forbidden", extra: { datafield: "profiles" } });
    expect(await t.counts()).toEqual(before);
  });

  it("lets them create users in their own groups", async () => {
    const reply = await t.call("POST", "/services/user", {
      token: delegate,
      body: person("propia@adm.test", `2,4|${delegateGroup},${delegateRole}`),
    });
    expect(reply.http).toBe(201);
  });

  it("refuses adding a foreign group on update, but keeps rows the user already held", async () => {
    const seeded = await t.call("POST", "/services/user", {
      token: admin,
      body: person("mixta@adm.test", "2,4|8,2"),
    });
    const id = seeded.body.result.user_id;
    const keep = await t.call("PUT", `/services/user/${id}`, {
      token: delegate,
      body: { name: "mixta2", profiles: "2,4|8,2" },
    });
    expect(keep.http).toBe(200);
    const escalate = await t.call("PUT", `/services/user/${id}`, {
      token: delegate,
      body: { profiles: "2,4|8,2|1,1" },
    });
    expect(escalate.http).toBe(403);
    expect(escalate.body).toMatchObject({ error: "user_group_forbidden", extra: { datafield: "profiles" } });
    // A foreign row once removed is a new grant again.
    const removed = await t.call("PUT", `/services/user/${id}`, {
      token: delegate,
      body: { profiles: "2,4" },
    });
    expect(removed.http).toBe(200);
    const readd = await t.call("PUT", `/services/user/${id}`, {
      token: delegate,
      body: { profiles: "2,4|8,2" },
    });
    expect(readd.http).toBe(403);
    expect(await rowsOf(id)).toEqual([{ group_id: 2, profile_id: 4 }]);
  });

  it("refuses granting themselves a group they lack", async () => {
    const self = await t.call("GET", "/services/profile", { token: delegate });
    const reply = await t.call("PUT", `/services/user/${self.body.result.user_id}`, {
      token: delegate,
      body: { profiles: `${delegateGroup},${delegateRole}|2,4|1,1` },
    });
    expect(reply.http).toBe(403);
    expect(reply.body.error).toBe("user_group_forbidden");
  });

  it("leaves root unrestricted", async () => {
    const reply = await t.call("POST", "/services/user", {
      token: admin,
      body: person("libre@adm.test", "1,1|8,2"),
    });
    expect(reply.http).toBe(201);
  });
});
