import { beforeAll, describe, expect, it } from "vitest";
import { countRows, createTestApp, lastLog, type TestApp } from "./helpers.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const count = (table: string) => countRows(t.db, table);
const snapshot = () => ({ profiles: count("profiles"), links: count("group_profiles"), logs: count("logs") });

describe("GET /services/system/profile", () => {
  it("lists every role with boolean privileges, user counts and the groups offering it", async () => {
    const reply = await t.call("GET", "/services/system/profile", { token: admin });
    expect(reply.http).toBe(200);
    const roles = reply.body.result;
    expect(roles).toHaveLength(7);
    const soporte = roles.find((r: { name: string }) => r.name === "soporte");
    expect(soporte).toMatchObject({
      profile_id: 4,
      title: "Soporte",
      active: 1,
      view: true,
      edit: true,
      new: false,
      delete: true,
      publish: false,
      personal: true,
    });
    const holders = await t.db
      .selectFrom("user_group_profiles")
      .select((eb) => eb.fn.count<number>("user_id").distinct().as("n"))
      .where("profile_id", "=", 4)
      .executeTakeFirstOrThrow();
    expect(soporte.users).toBe(holders.n);
    expect(soporte.groups.map((g: { group_id: number }) => g.group_id)).toEqual([2, 10, 11]);
    expect(soporte.groups[0]).toEqual({
      group_id: 2,
      name: "soporte_mx_co",
      title: "Soporte México y Colombia",
      active: 1,
    });
    expect(roles.find((r: { name: string }) => r.name === "auditor_retirado").active).toBe(0);
    const admin1 = await t.call("GET", "/services/system/profile/1", { token: admin });
    expect(admin1.body.result.last_login).toEqual(expect.any(String));
  });
});

describe("POST /services/system/profile", () => {
  it("creates a role (201) and audits its privileges", async () => {
    const reply = await t.call("POST", "/services/system/profile", {
      token: admin,
      body: { name: "revisor", title: "Revisor", view: true, publish: "1" },
    });
    expect(reply.http).toBe(201);
    expect(reply.body.result).toMatchObject({
      name: "revisor",
      title: "Revisor",
      active: 1,
      view: true,
      edit: false,
      new: false,
      delete: false,
      publish: true,
      users: 0,
      groups: [],
      last_login: null,
    });
    const id = reply.body.result.profile_id;
    expect((await lastLog(t.db, "profile_create")).message).toBe(
      `Rol creado: revisor (id ${id}); privilegios: view, publish`,
    );
  });

  it("refuses a duplicate name whatever its case with 409 system_profile_name_exists", async () => {
    const before = snapshot();
    const reply = await t.call("POST", "/services/system/profile", {
      token: admin,
      body: { name: " Editor ", title: "Otro editor", view: 1 },
    });
    expect(reply.http).toBe(409);
    expect(reply.body).toMatchObject({ error: "system_profile_name_exists", extra: { datafield: "name" } });
    expect(snapshot()).toEqual(before);
  });

  it("requires name, title and at least one privilege, naming the field; nothing is written", async () => {
    for (const [payload, error, datafield] of [
      [{ title: "Sin nombre", view: 1 }, "invalid_request", "name"],
      [{ name: "sin_titulo", title: " ", view: 1 }, "invalid_request", "title"],
      [{ name: "mudo", title: "Mudo" }, "system_profile_privilege_required", "privileges"],
      [
        { name: "mudo", title: "Mudo", view: 0, edit: false },
        "system_profile_privilege_required",
        "privileges",
      ],
      [{ name: "raro", title: "Raro", view: "si" }, "invalid_request", "view"],
    ] as const) {
      const before = snapshot();
      const reply = await t.call("POST", "/services/system/profile", { token: admin, body: payload });
      expect(reply.http, JSON.stringify(payload)).toBe(400);
      expect(reply.body).toMatchObject({ error, extra: { datafield } });
      expect(snapshot()).toEqual(before);
    }
  });
});

describe("GET /services/system/profile/name/{name}", () => {
  it("answers 0 when the name is available and 1 when taken, ignoring case and the role being edited", async () => {
    const free = await t.call("GET", "/services/system/profile/name/nuevo_rol", { token: admin });
    expect(free.body).toMatchObject({ status: 0, result: 0 });
    const taken = await t.call("GET", "/services/system/profile/name/CONSULTA", { token: admin });
    expect(taken.body).toMatchObject({ status: 0, result: 1 });
    const own = await t.call("GET", "/services/system/profile/name/consulta", {
      token: admin,
      query: { profile_id: 3 },
    });
    expect(own.body.result).toBe(0);
  });
});

describe("GET /services/system/profile/group/{group_id}", () => {
  it("lists the active roles of a group, or all of them with all=1", async () => {
    const active = await t.call("GET", "/services/system/profile/group/4", { token: admin });
    expect(active.body.result.map((r: { name: string }) => r.name)).toEqual(["consulta"]);
    const all = await t.call("GET", "/services/system/profile/group/4", { token: admin, query: { all: 1 } });
    expect(all.body.result.map((r: { name: string }) => r.name).sort()).toEqual([
      "auditor_retirado",
      "consulta",
    ]);
    const missing = await t.call("GET", "/services/system/profile/group/999", { token: admin });
    expect(missing.body).toMatchObject({ status: 404, error: "group_not_found" });
  });
});

describe("PUT /services/system/profile/{id} and /active/{id}", () => {
  it("updates the fields sent; a change leaving no privilege or a taken name is refused", async () => {
    const reply = await t.call("PUT", "/services/system/profile/2", {
      token: admin,
      body: { title: "Editor de contenidos", publish: true },
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toMatchObject({
      name: "editor",
      title: "Editor de contenidos",
      view: true,
      publish: true,
    });
    expect((await lastLog(t.db, "profile_update")).message).toBe(
      "Rol actualizado: editor (id 2); campos: title, publish; privilegios: view, edit, new, publish, personal",
    );
    const before = snapshot();
    const none = await t.call("PUT", "/services/system/profile/3", { token: admin, body: { view: 0 } });
    expect(none.body).toMatchObject({ status: 400, error: "system_profile_privilege_required" });
    const taken = await t.call("PUT", "/services/system/profile/3", {
      token: admin,
      body: { name: "Soporte" },
    });
    expect(taken.body).toMatchObject({
      status: 409,
      error: "system_profile_name_exists",
      extra: { datafield: "name" },
    });
    expect(snapshot()).toEqual(before);
    const missing = await t.call("PUT", "/services/system/profile/999", {
      token: admin,
      body: { title: "x" },
    });
    expect(missing.body).toMatchObject({ status: 404, error: "profile_not_found" });
  });

  it("deactivates a role: it leaves the pickers and grants nothing, then comes back", async () => {
    const off = await t.call("PUT", "/services/system/profile/active/5", {
      token: admin,
      body: { active: 0 },
    });
    expect(off.body.result).toMatchObject({ profile_id: 5, active: 0 });
    const picker = await t.call("GET", "/services/base/profile", { token: admin });
    expect(picker.body.result.map((p: { profile_id: number }) => p.profile_id)).not.toContain(5);
    const ofGroup = await t.call("GET", "/services/base/profile/group/5", { token: admin });
    expect(ofGroup.body.result.map((p: { profile_id: number }) => p.profile_id)).toEqual([3]);
    const row = await t.call("POST", "/services/user", {
      token: admin,
      body: {
        name: "p",
        email: "p5@adm.test",
        region_id: 441,
        tz_id: 2,
        plain: "Clave-Larga-1",
        profiles: "5,5",
      },
    });
    expect(row.body).toMatchObject({ status: 400, error: "user_profile_invalid" });
    expect((await lastLog(t.db, "profile_deactivate")).message).toBe("Rol desactivado: publicador (id 5)");
    const on = await t.call("PUT", "/services/system/profile/active/5", {
      token: admin,
      body: { active: 1 },
    });
    expect(on.body.result.active).toBe(1);
  });
});

describe("DELETE /services/system/profile/{id}", () => {
  it("refuses a role assigned to users with 409 system_profile_existing_users", async () => {
    const before = snapshot();
    const reply = await t.call("DELETE", "/services/system/profile/3", { token: admin });
    expect(reply.http).toBe(409);
    expect(reply.body.error).toBe("system_profile_existing_users");
    expect(snapshot()).toEqual(before);
  });

  it("deletes an unassigned role together with its group links", async () => {
    const created = await t.call("POST", "/services/system/profile", {
      token: admin,
      body: { name: "efimero", title: "Efímero", view: 1 },
    });
    const id = created.body.result.profile_id;
    await t.call("PUT", "/services/system/group/9", { token: admin, body: { profiles: [3, id] } });
    const reply = await t.call("DELETE", `/services/system/profile/${id}`, { token: admin });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toEqual({ profile_id: id });
    const group = await t.call("GET", "/services/system/group/9", { token: admin });
    expect(group.body.result.profiles).toBe("3");
    expect((await lastLog(t.db, "profile_delete")).message).toBe(`Rol eliminado: efimero (id ${id})`);
    expect((await t.call("GET", `/services/system/profile/${id}`, { token: admin })).http).toBe(404);
  });
});
