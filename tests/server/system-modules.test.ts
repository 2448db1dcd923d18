import { beforeAll, describe, expect, it } from "vitest";
import { MODULES } from "../../src/permissions/catalog.ts";
import { countRows, createTestApp, lastLog, type TestApp } from "./helpers.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const count = (table: string) => countRows(t.db, table);
const snapshot = () => ({ modules: count("modules"), links: count("group_modules"), logs: count("logs") });
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe("GET /services/system/module", () => {
  it("lists visible modules with verify_region as a boolean and the number of groups granting each", async () => {
    const reply = await t.call("GET", "/services/system/module", { token: admin });
    expect(reply.http).toBe(200);
    expect(names(reply.body.result)).toEqual([...MODULES]);
    expect(reply.body.result.find((m: { name: string }) => m.name === "consulta_consumo")).toEqual({
      module_id: 9,
      name: "consulta_consumo",
      title: "Consulta de consumo",
      active: 1,
      visible: 1,
      verify_region: true,
      groups: 6,
    });
  });

  it("lists a group's modules with group_id; 404 for an unknown group", async () => {
    const reply = await t.call("GET", "/services/system/module", { token: admin, query: { group_id: 5 } });
    expect(names(reply.body.result)).toEqual(["filtros", "apauat"]);
    const missing = await t.call("GET", "/services/system/module", { token: admin, query: { group_id: 99 } });
    expect(missing.body).toMatchObject({ status: 404, error: "group_not_found" });
  });
});

describe("module writes", () => {
  let moduleId: number;

  it("creates a module (201); names are unique lowercase identifiers", async () => {
    const reply = await t.call("POST", "/services/system/module", {
      token: admin,
      body: { name: "reportes", title: "Reportes", verify_region: true },
    });
    expect(reply.http).toBe(201);
    expect(reply.body.result).toMatchObject({
      name: "reportes",
      title: "Reportes",
      active: 1,
      visible: 1,
      verify_region: true,
      groups: 0,
    });
    moduleId = reply.body.result.module_id;
    expect((await lastLog(t.db, "module_create")).message).toBe(`Módulo creado: reportes (id ${moduleId})`);
    for (const [payload, http, error, datafield] of [
      [{ name: "reportes", title: "Otra vez" }, 409, "system_module_name_exists", "name"],
      [{ name: "Reportes", title: "Mayúsculas" }, 400, "invalid_request", "name"],
      [{ name: "con espacio", title: "x" }, 400, "invalid_request", "name"],
      [{ name: "sin_titulo" }, 400, "invalid_request", "title"],
    ] as const) {
      const before = snapshot();
      const refused = await t.call("POST", "/services/system/module", { token: admin, body: payload });
      expect(refused.http, JSON.stringify(payload)).toBe(http);
      expect(refused.body).toMatchObject({ error, extra: { datafield } });
      expect(snapshot()).toEqual(before);
    }
  });

  it("hides a module: gone from the default list, still there with all=1", async () => {
    const reply = await t.call("PUT", `/services/system/module/visible/${moduleId}`, {
      token: admin,
      body: { visible: 0 },
    });
    expect(reply.body.result).toMatchObject({ module_id: moduleId, visible: 0 });
    const visible = await t.call("GET", "/services/system/module", { token: admin });
    expect(names(visible.body.result)).not.toContain("reportes");
    const all = await t.call("GET", "/services/system/module", { token: admin, query: { all: 1 } });
    expect(names(all.body.result)).toContain("reportes");
    expect((await lastLog(t.db, "module_hide")).message).toBe(`Módulo oculto: reportes (id ${moduleId})`);
  });

  it("updates a module; a taken name is refused", async () => {
    const reply = await t.call("PUT", `/services/system/module/${moduleId}`, {
      token: admin,
      body: { title: "Reportes BI", verify_region: 0 },
    });
    expect(reply.body.result).toMatchObject({ title: "Reportes BI", verify_region: false });
    const taken = await t.call("PUT", `/services/system/module/${moduleId}`, {
      token: admin,
      body: { name: "logs" },
    });
    expect(taken.body).toMatchObject({
      status: 409,
      error: "system_module_name_exists",
      extra: { datafield: "name" },
    });
    const missing = await t.call("PUT", "/services/system/module/999", {
      token: admin,
      body: { title: "x" },
    });
    expect(missing.body).toMatchObject({ status: 404, error: "module_not_found" });
  });

  it("deleting a module assigned to groups removes those assignments in the same transaction", async () => {
    await t.call("PUT", "/services/system/group/9", {
      token: admin,
      body: { modules: [7, 16, 10, moduleId] },
    });
    await t.call("PUT", "/services/system/group/12", { token: admin, body: { modules: [6, 12, moduleId] } });
    const reply = await t.call("DELETE", `/services/system/module/${moduleId}`, { token: admin });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toEqual({ module_id: moduleId, groups_removed: 2 });
    expect(await countRows(t.db, "group_modules", { module_id: moduleId })).toBe(0);
    const group = await t.call("GET", "/services/system/group/9", { token: admin });
    expect(group.body.result.modules).toBe("7,10,16");
    expect((await lastLog(t.db, "module_delete")).message).toBe(
      `Módulo eliminado: reportes (id ${moduleId}); retirado de 2 grupo(s)`,
    );
    expect((await t.call("DELETE", `/services/system/module/${moduleId}`, { token: admin })).http).toBe(404);
  });
});
