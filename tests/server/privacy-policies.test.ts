import { beforeAll, describe, expect, it } from "vitest";
import { PERSONAL_DATA_MODULES } from "../../src/contract/personal-data.ts";
import { createTestApp, lastLog, type TestApp } from "./helpers.ts";

// Issue 32 item 2: the administrator's personal-data policy per module (reveal allowed, rows per export).

const POLICIES = "/services/privacy/policies";
let t: TestApp;
let admin: string;
let consulta: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, consulta] = await Promise.all([t.login("admin@adm.test"), t.login("consulta@adm.test")]);
});

describe("personal-data policies", () => {
  it("lists one policy per module with personal data, the default where none is set", async () => {
    const reply = await t.call("GET", POLICIES, { token: consulta });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toEqual(
      PERSONAL_DATA_MODULES.map((module) => ({ module, reveal: true, export_row_cap: null })),
    );
  });

  it("is set by an administrator (modules/edit), audited with before → after", async () => {
    const set = (body: unknown) => t.call("PUT", `${POLICIES}/clients`, { token: admin, body });
    const first = await set({ reveal: false, export_row_cap: 500 });
    expect(first.body.result).toEqual({ module: "clients", reveal: false, export_row_cap: 500 });
    const row = await lastLog(t.db, "data_policy_update");
    expect(row.user).toBe("admin@adm.test");
    expect(row.message).toContain("clients");
    expect(JSON.parse(row.detail ?? "{}")).toEqual({
      before: { reveal: "sí", export_row_cap: "sin máximo" },
      after: { reveal: "no", export_row_cap: "500" },
    });
    await set({ reveal: true, export_row_cap: 1000 });
    expect(JSON.parse((await lastLog(t.db, "data_policy_update")).detail ?? "{}")).toEqual({
      before: { reveal: "no", export_row_cap: "500" },
      after: { reveal: "sí", export_row_cap: "1000" },
    });
    const listed = (await t.call("GET", POLICIES, { token: consulta })).body.result;
    expect(listed.find((p: { module: string }) => p.module === "clients")).toEqual({
      module: "clients",
      reveal: true,
      export_row_cap: 1000,
    });
  });

  it("refuses consulta@ (no modules/edit), a module without personal data and a cap of 0, writing nothing", async () => {
    const before = await t.counts();
    const body = { reveal: false, export_row_cap: null };
    const denied = await t.call("PUT", `${POLICIES}/logs`, { token: consulta, body });
    expect([denied.http, denied.body.error]).toEqual([403, "user_without_permission"]);
    const other = await t.call("PUT", `${POLICIES}/products`, { token: admin, body });
    expect([other.http, other.body.error]).toEqual([400, "invalid_request"]);
    const zero = await t.call("PUT", `${POLICIES}/logs`, {
      token: admin,
      body: { ...body, export_row_cap: 0 },
    });
    expect([zero.http, zero.body.error]).toEqual([400, "invalid_request"]);
    expect(await t.counts()).toEqual(before);
  });
});
