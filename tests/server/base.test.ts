import { beforeAll, describe, expect, it } from "vitest";
import { MODULES } from "../../src/permissions/catalog.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login("consulta@adm.test");
});

describe("/services/base reference lists", () => {
  it("needs a session for the lists", async () => {
    for (const path of [
      "region",
      "timezone",
      "group",
      "profile",
      "tenant_code",
      "metadata",
      "profile/group/2",
    ]) {
      const reply = await t.call("GET", `/services/base/${path}`);
      expect(reply.http, path).toBe(401);
      expect(reply.body.error).toBe("user_invalid_token");
    }
  });

  it("lists regions with the generic one and realistic ids", async () => {
    const { result } = (await t.call("GET", "/services/base/region", { token })).body;
    expect(result).toContainEqual({ region_id: 1, name: "generic", title: "Global" });
    expect(result).toContainEqual({ region_id: 441, name: "mexico", title: "México" });
    expect(result).toContainEqual({ region_id: 746, name: "chile", title: "Chile" });
  });

  it("lists timezones and tenants", async () => {
    const zones = (await t.call("GET", "/services/base/timezone", { token })).body.result;
    expect(zones).toContainEqual(
      expect.objectContaining({ name: "America/Mexico_City", tz_id: expect.any(Number) }),
    );
    const tenants = (await t.call("GET", "/services/base/tenant_code", { token })).body.result;
    expect(tenants.map((x: { code: string }) => x.code)).toEqual(["video", "drive", "music"]);
  });

  it("lists active groups and roles only", async () => {
    const groups = (await t.call("GET", "/services/base/group", { token })).body.result;
    expect(groups.map((g: { name: string }) => g.name)).toContain("soporte_mx_co");
    expect(groups.map((g: { name: string }) => g.name)).not.toContain("auditoria_archivada");
    expect(groups.every((g: { active: number }) => g.active === 1)).toBe(true);
    const profiles = (await t.call("GET", "/services/base/profile", { token })).body.result;
    expect(profiles.map((p: { name: string }) => p.name)).toContain("administrador");
    expect(profiles.map((p: { name: string }) => p.name)).not.toContain("auditor_retirado");
  });

  it("lists the active roles allowed in a group, 404 group_not_found for an unknown or inactive group", async () => {
    const reply = await t.call("GET", "/services/base/profile/group/4", { token });
    expect(reply.body.result.map((p: { name: string }) => p.name)).toEqual(["consulta"]);
    for (const id of [7, 999]) {
      const missing = await t.call("GET", `/services/base/profile/group/${id}`, { token });
      expect(missing.http).toBe(404);
      expect(missing.body).toMatchObject({ error: "group_not_found", extra: { datafield: "group_id" } });
    }
  });

  it("lists metadata including adm_payment_null_constrain", async () => {
    const { result } = (await t.call("GET", "/services/base/metadata", { token })).body;
    expect(result).toContainEqual(expect.objectContaining({ key: "adm_payment_null_constrain", value: "1" }));
  });

  it("serves translations publicly, with a text for every error code in both languages", async () => {
    const reply = await t.call("GET", "/services/base/translations");
    expect(reply.http).toBe(200);
    const { es, en } = reply.body.result;
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const code of [
      "auth_invalid_login",
      "bloqued_account_exception",
      "auth_session_exist",
      "user_invalid_token",
      "user_without_permission",
      "wsgu_invalid_region",
      "user_email_exists",
      "password_token_invalid",
      "invalid_request",
      "error_generic",
      "group_not_found",
      "user_inactive",
      "password_weak",
      "wsgu_invalid_tenant",
      "user_not_found",
    ]) {
      expect(es[code], code).toEqual(expect.any(String));
    }
    expect(es.wsgu_invalid_region).toBe("Región no permitida");
  });

  it("seeds one module row per catalogue module", async () => {
    const rows = await t.db.selectFrom("modules").select("name").orderBy("module_id").execute();
    expect(rows.map((r) => r.name)).toEqual([...MODULES]);
  });

  it("answers CORS preflights on /services", async () => {
    const response = await t.app.request("/services/auth/login", {
      method: "OPTIONS",
      headers: {
        origin: "https://console.adm.test",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
  });
});
