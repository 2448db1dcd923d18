import { beforeAll, describe, expect, it } from "vitest";
import { countRows, countTables, createTestApp, lastLog, type TestApp } from "./helpers.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const TABLES = ["groups", "group_regions", "group_tenants", "group_profiles", "group_modules", "logs"];
const snapshot = () => countTables(t.db, TABLES);

const body = (extra: Record<string, unknown> = {}) => ({
  name: "facturacion",
  title: "Facturación",
  description: "Cobros y reembolsos",
  active: 1,
  regions: "441,746",
  tenants: [1, 3],
  profiles: "3",
  modules: ["9"],
  ...extra,
});

describe("GET /services/system/group", () => {
  it("lists every group with user counts, the spec's id strings and the same links as objects", async () => {
    const reply = await t.call("GET", "/services/system/group", { token: admin });
    expect(reply.http).toBe(200);
    const groups = reply.body.result;
    expect(groups.map((g: { group_id: number }) => g.group_id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    const soporte = groups.find((g: { name: string }) => g.name === "soporte_mx_co");
    expect(soporte).toMatchObject({
      group_id: 2,
      title: "Soporte México y Colombia",
      description: "Atención a clientes",
      active: 1,
      regions: "441,748",
      tenants: "1,3",
      profiles: "3,4,7",
      modules: "9",
      all_regions: false,
      region_list: [
        { region_id: 441, name: "mexico", title: "México" },
        { region_id: 748, name: "colombia", title: "Colombia" },
      ],
      tenant_list: [
        { tenant_id: 1, code: "video", title: "Claro video" },
        { tenant_id: 3, code: "music", title: "Claro música" },
      ],
      profile_list: [
        { profile_id: 3, name: "consulta", title: "Consulta", active: 1 },
        { profile_id: 4, name: "soporte", title: "Soporte", active: 1 },
        { profile_id: 7, name: "agente", title: "Agente", active: 1 },
      ],
      module_list: [
        { module_id: 9, name: "consulta_consumo", title: "Consulta de consumo", active: 1, visible: 1 },
      ],
    });
    const members = await t.db
      .selectFrom("user_group_profiles")
      .select((eb) => eb.fn.count<number>("user_id").distinct().as("n"))
      .where("group_id", "=", 2)
      .executeTakeFirstOrThrow();
    expect(soporte.users).toBe(members.n);
    expect(groups.find((g: { name: string }) => g.name === "administradores")).toMatchObject({
      regions: "1",
      all_regions: true,
    });
    // The archived group is listed here (with its switch), unlike in the pickers.
    expect(groups.find((g: { group_id: number }) => g.group_id === 7).active).toBe(0);
  });
});

describe("POST /services/system/group", () => {
  it("creates a group (201) with its four lists, and audits it", async () => {
    const reply = await t.call("POST", "/services/system/group", { token: admin, body: body() });
    expect(reply.http).toBe(201);
    expect(reply.body.result).toMatchObject({
      name: "facturacion",
      title: "Facturación",
      active: 1,
      users: 0,
      regions: "441,746",
      tenants: "1,3",
      profiles: "3",
      modules: "9",
      all_regions: false,
    });
    const groupId = reply.body.result.group_id;
    const read = await t.call("GET", `/services/system/group/${groupId}`, { token: admin });
    expect(read.body.result).toEqual(reply.body.result);
    expect((await lastLog(t.db, "group_create")).message).toBe(`Grupo creado: facturacion (id ${groupId})`);
  });

  it("stores the generic region alone when sent: it means every region for the group's members", async () => {
    const reply = await t.call("POST", "/services/system/group", {
      token: admin,
      body: body({
        name: "global_ops",
        title: "Global",
        regions: [441, 1, 746],
        profiles: [3],
        modules: [7],
      }),
    });
    expect(reply.http).toBe(201);
    expect(reply.body.result).toMatchObject({ regions: "1", all_regions: true });
    expect(reply.body.result.region_list).toEqual([{ region_id: 1, name: "generic", title: "Global" }]);
    const groupId = reply.body.result.group_id;
    await t.call("POST", "/services/user", {
      token: admin,
      body: {
        name: "global",
        email: "global@adm.test",
        region_id: 441,
        tz_id: 2,
        plain: "Global-Clave-2026",
        profiles: `${groupId},3`,
      },
    });
    const token = await t.login("global@adm.test", "Global-Clave-2026");
    const profile = await t.call("GET", "/services/profile", { token, query: { region: "panama" } });
    expect(profile.http).toBe(200);
  });

  it("refuses duplicates in any list with 409 duplicated_entry naming the list, writing nothing", async () => {
    for (const [list, value] of [
      ["regions", "441,441"],
      ["tenants", [1, "1"]],
      ["profiles", "3,4,3"],
      ["modules", [9, 9]],
    ] as const) {
      const before = await snapshot();
      const reply = await t.call("POST", "/services/system/group", {
        token: admin,
        body: body({ name: "duplicado", [list]: value }),
      });
      expect(reply.http, list).toBe(409);
      expect(reply.body).toMatchObject({ error: "duplicated_entry", extra: { datafield: list } });
      expect(await snapshot()).toEqual(before);
    }
  });

  it("refuses invalid payloads with 400 invalid_request and the datafield, writing nothing", async () => {
    for (const [change, datafield] of [
      [{ name: "" }, "name"],
      [{ title: undefined }, "title"],
      [{ regions: "441,x" }, "regions"],
      [{ regions: [999] }, "regions"],
      [{ tenants: [9] }, "tenants"],
      [{ profiles: "77" }, "profiles"],
      [{ modules: [0] }, "modules"],
      [{ active: 3 }, "active"],
    ] as const) {
      const before = await snapshot();
      const reply = await t.call("POST", "/services/system/group", {
        token: admin,
        body: body({ name: "invalido", ...change }),
      });
      expect(reply.http, JSON.stringify(change)).toBe(400);
      expect(reply.body).toMatchObject({ error: "invalid_request", extra: { datafield } });
      expect(await snapshot()).toEqual(before);
    }
  });

  it("refuses a taken name, whatever its case, with 409 system_group_name_exists", async () => {
    const before = await snapshot();
    const reply = await t.call("POST", "/services/system/group", {
      token: admin,
      body: body({ name: "Soporte_MX_CO" }),
    });
    expect(reply.http).toBe(409);
    expect(reply.body).toMatchObject({ error: "system_group_name_exists", extra: { datafield: "name" } });
    expect(await snapshot()).toEqual(before);
  });
});

describe("PUT /services/system/group/{id}", () => {
  it("updates the fields and lists sent and leaves the others", async () => {
    const reply = await t.call("PUT", "/services/system/group/12", {
      token: admin,
      body: { title: "Marketing y CRM", modules: "6,12,13" },
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toMatchObject({
      name: "marketing",
      title: "Marketing y CRM",
      modules: "6,12,13",
      regions: "441,748,751",
      profiles: "2,3",
    });
    expect((await lastLog(t.db, "group_update")).message).toBe(
      "Grupo actualizado: marketing (id 12); campos: title, modules",
    );
  });

  it("refuses removing a role users hold in the group, and a name taken by another group", async () => {
    const before = await snapshot();
    const inUse = await t.call("PUT", "/services/system/group/2", { token: admin, body: { profiles: [3] } });
    expect(inUse.http).toBe(409);
    expect(inUse.body).toMatchObject({
      error: "system_group_profile_in_use",
      extra: { datafield: "profiles" },
    });
    const taken = await t.call("PUT", "/services/system/group/2", {
      token: admin,
      body: { name: "MARKETING" },
    });
    expect(taken.body).toMatchObject({ status: 409, error: "system_group_name_exists" });
    expect(await snapshot()).toEqual(before);
    // Its own name is not a conflict.
    const same = await t.call("PUT", "/services/system/group/2", {
      token: admin,
      body: { name: "soporte_mx_co" },
    });
    expect(same.http).toBe(200);
  });

  it("answers 404 group_not_found for an unknown group", async () => {
    const reply = await t.call("PUT", "/services/system/group/9999", { token: admin, body: { title: "x" } });
    expect(reply.http).toBe(404);
    expect(reply.body.error).toBe("group_not_found");
  });
});

describe("PUT /services/system/group/active/{group_id}", () => {
  it("deactivates a group: gone from the pickers, no new rows for it, its members lose its modules", async () => {
    const reply = await t.call("PUT", "/services/system/group/active/3", {
      token: admin,
      body: { active: 0 },
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toMatchObject({ group_id: 3, active: 0 });
    const picker = await t.call("GET", "/services/base/group", { token: admin });
    expect(picker.body.result.map((g: { group_id: number }) => g.group_id)).not.toContain(3);
    expect((await t.call("GET", "/services/base/profile/group/3", { token: admin })).http).toBe(404);
    const user = await t.call("POST", "/services/user", {
      token: admin,
      body: {
        name: "x",
        email: "x3@adm.test",
        region_id: 441,
        tz_id: 2,
        plain: "Clave-Larga-1",
        profiles: "3,2",
      },
    });
    expect(user.body).toMatchObject({
      status: 400,
      error: "user_group_invalid",
      extra: { datafield: "profiles" },
    });
    const login = await t.call("POST", "/services/auth/login", {
      body: { email: "operador@adm.test", plain: "Demo2026!" },
    });
    expect(login.body.result.user.rules).toEqual([]);
    expect((await lastLog(t.db, "group_deactivate")).message).toBe("Grupo desactivado: operaciones (id 3)");
    const back = await t.call("PUT", "/services/system/group/active/3", {
      token: admin,
      body: { active: "1" },
    });
    expect(back.body.result.active).toBe(1);
  });
});

describe("DELETE /services/system/group/{id}", () => {
  it("refuses a group with users with 409 system_group_existing_users, writing nothing", async () => {
    const before = await snapshot();
    const reply = await t.call("DELETE", "/services/system/group/2", { token: admin });
    expect(reply.http).toBe(409);
    // Spec 1 §8: the console matches the message against this code.
    expect(reply.body).toEqual({
      status: 409,
      result: null,
      error: "system_group_existing_users",
      extra: null,
      message: "system_group_existing_users",
    });
    expect(await snapshot()).toEqual(before);
  });

  it("deletes an empty group with its links and audits it", async () => {
    const created = await t.call("POST", "/services/system/group", {
      token: admin,
      body: body({ name: "temporal", title: "Temporal" }),
    });
    const groupId = created.body.result.group_id;
    const reply = await t.call("DELETE", `/services/system/group/${groupId}`, { token: admin });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toEqual({ group_id: groupId });
    for (const table of TABLES.slice(0, 5)) {
      expect(await countRows(t.db, table, { group_id: groupId }), table).toBe(0);
    }
    expect((await lastLog(t.db, "group_delete")).message).toBe(`Grupo eliminado: temporal (id ${groupId})`);
    expect((await t.call("GET", `/services/system/group/${groupId}`, { token: admin })).http).toBe(404);
  });
});
