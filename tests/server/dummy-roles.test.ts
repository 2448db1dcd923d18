import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";

// The role demo area's calls (spec 2 §7 "Roles demo", module dummy).
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.login("operador@adm.test");
});

const role = { name: "tester_demo", title: "Tester", view: 1, edit: 0, new: 1, delete: 0, publish: 0 };
const logs = async (action: string) =>
  (await t.db.selectFrom("logs").select("message").where("action", "=", action).execute()).map(
    (l) => l.message,
  );

describe("role demo calls", () => {
  it("lists the seeded demo roles with privileges, groups and last login (GET services/dummy)", async () => {
    const reply = await t.call("GET", "/services/dummy", { token: operator });
    expect(reply.body.status).toBe(0);
    const admin = reply.body.result.find((r: { name: string }) => r.name === "admin_demo");
    expect(admin).toMatchObject({
      view: 1,
      edit: 1,
      new: 1,
      delete: 1,
      publish: 1,
      active: 1,
      groups: ["administradores"],
    });
    expect(admin.last_login).toMatch(/^2026-/);
  });

  it("creates (status 0), reads as a one-element array, updates and deletes, each audited", async () => {
    const created = await t.call("POST", "/services/dummy/role", { token: operator, body: role });
    expect(created.http).toBe(201);
    expect(created.body.status).toBe(0);
    const id = created.body.result.role_id as number;
    const read = await t.call("GET", `/services/dummy/role/${id}`, { token: operator });
    expect(read.body.result).toEqual([expect.objectContaining({ ...role, active: 1, groups: [] })]);

    const updated = await t.call("PUT", `/services/dummy/role/${id}`, {
      token: operator,
      body: { ...role, active: 0, publish: true },
    });
    expect(updated.body.result).toMatchObject({ active: 0, publish: 1 });

    const deleted = await t.call("DELETE", `/services/dummy/role/${id}`, {
      token: operator,
      query: { reason: "prueba" },
    });
    expect(deleted.body.result).toEqual({ role_id: id });
    expect((await t.call("GET", `/services/dummy/role/${id}`, { token: operator })).body.error).toBe(
      "not_found",
    );
    expect(await logs("dummy_role_create")).toContainEqual(expect.stringContaining("tester_demo"));
    expect(await logs("dummy_role_delete")).toContainEqual(expect.stringContaining("motivo: prueba"));
  });

  it("refuses a short name, a missing title or no privilege, with the field at fault, writing nothing", async () => {
    const before = (await t.call("GET", "/services/dummy", { token: operator })).body.result.length;
    for (const [body, field] of [
      [{ ...role, name: "x" }, "name"],
      [{ ...role, title: " " }, "title"],
      [{ ...role, view: 0, new: 0 }, "view"],
    ] as const) {
      const reply = await t.call("POST", "/services/dummy/role", { token: operator, body });
      expect(reply.http).toBe(400);
      expect(reply.body.extra).toMatchObject({ datafield: field });
    }
    expect((await t.call("GET", "/services/dummy", { token: operator })).body.result).toHaveLength(before);
  });

  it("refuses a taken name, whatever its case, on create and on update", async () => {
    const taken = await t.call("POST", "/services/dummy/role", {
      token: operator,
      body: { ...role, name: "ADMIN_demo" },
    });
    expect(taken.http).toBe(409);
    expect(taken.body).toMatchObject({ error: "duplicated_entry", extra: { datafield: "name" } });
    const list = (await t.call("GET", "/services/dummy", { token: operator })).body.result;
    const editor = list.find((r: { name: string }) => r.name === "editor_demo");
    const renamed = await t.call("PUT", `/services/dummy/role/${editor.role_id}`, {
      token: operator,
      body: { ...role, name: "admin_demo" },
    });
    expect(renamed.body.error).toBe("duplicated_entry");
    const same = await t.call("PUT", `/services/dummy/role/${editor.role_id}`, {
      token: operator,
      body: { ...role, name: "Editor_demo" },
    });
    expect(same.body.status).toBe(0);
  });

  it("gates each call by its dummy privilege", async () => {
    const consulta = await t.login("consulta@adm.test");
    expect((await t.call("GET", "/services/dummy", { token: consulta })).body.error).toBe(
      "user_without_permission",
    );
    expect((await t.call("GET", "/services/dummy")).http).toBe(401);
  });
});
