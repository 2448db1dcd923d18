import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_NOTIFICATION, DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { REGIONS } from "../../server/seed/reference-data.ts";
import { MODULES, PRIVILEGES, SYSTEM_MODULES } from "../../src/permissions/catalog.ts";
import { createTestApp, T0, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const ALL_REGIONS = REGIONS.map((r) => r.name);
const ALL_TENANTS = ["video", "drive", "music"];
const only = (...granted: string[]) =>
  Object.fromEntries(PRIVILEGES.map((p) => [p, granted.includes(p)])) as Record<string, boolean>;

type Expected = {
  root: number;
  rules: Record<string, Record<string, boolean>>;
  regions: string[];
  tenants: string[];
};

const EXPECTED: Record<string, Expected> = {
  "admin@adm.test": {
    root: 1,
    rules: Object.fromEntries(MODULES.map((m) => [m, only(...PRIVILEGES)])),
    regions: ALL_REGIONS,
    tenants: ALL_TENANTS,
  },
  "soporte@adm.test": {
    root: 0,
    rules: { consulta_consumo: only("view", "edit", "delete", "personal") },
    regions: ["mexico", "colombia"],
    tenants: ["video", "music"],
  },
  // The same group as soporte@, through a role without "personal" (issue 32 item 2).
  "agente@adm.test": {
    root: 0,
    rules: { consulta_consumo: only("view", "edit") },
    regions: ["mexico", "colombia"],
    tenants: ["video", "music"],
  },
  "operador@adm.test": {
    root: 0,
    rules: Object.fromEntries(
      MODULES.filter((m) => !SYSTEM_MODULES.includes(m)).map((m) => [m, only(...PRIVILEGES)]),
    ),
    regions: ALL_REGIONS,
    tenants: ALL_TENANTS,
  },
  "consulta@adm.test": {
    root: 0,
    rules: Object.fromEntries(
      ["consulta_consumo", "dashboard", "filtros", "mails", "products"].map((m) => [
        m,
        only("view", "personal"),
      ]),
    ),
    regions: ["mexico", "chile"],
    tenants: ["video", "music"],
  },
  "apauat@adm.test": {
    root: 0,
    rules: { apauat: only("view", "personal"), filtros: only("view", "personal") },
    regions: ["mexico"],
    tenants: ["video"],
  },
  "v9@adm.test": {
    root: 0,
    rules: { adminv9: only("view", "personal") },
    regions: ALL_REGIONS,
    tenants: ALL_TENANTS,
  },
};

describe("POST /services/auth/login", () => {
  for (const [email, expected] of Object.entries(EXPECTED)) {
    it(`signs in ${email} with the derived rules, regions and tenants`, async () => {
      const reply = await t.call("POST", "/services/auth/login", { body: { email, plain: DEMO_PASSWORD } });
      expect(reply.http).toBe(200);
      expect(reply.body).toMatchObject({ status: 0, error: null, message: "" });
      const { token, user } = reply.body.result;
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(user.email).toBe(email);
      expect(user.fullname).toEqual(expect.any(String));
      expect(user.root).toBe(expected.root);
      expect(user.region).toBe("mexico");
      const rules = Object.fromEntries(
        user.rules.map((r: { name: string; privileges: unknown }) => [r.name, r.privileges]),
      );
      expect(rules).toEqual(expected.rules);
      expect(user.regions.map((r: { name: string }) => r.name).sort()).toEqual([...expected.regions].sort());
      expect(user.tenants.map((x: { code: string }) => x.code).sort()).toEqual([...expected.tenants].sort());
      for (const group of user.groups) {
        expect(group).toEqual({
          group_id: expect.any(Number),
          name: expect.any(String),
          title: expect.any(String),
          regions: expect.any(Array),
          tenants: expect.any(Array),
        });
      }
    });
  }

  it("ignores inactive groups and inactive roles (soporte is in one of each)", async () => {
    const reply = await t.call("POST", "/services/auth/login", {
      body: { email: "soporte@adm.test", plain: DEMO_PASSWORD },
    });
    expect(reply.body.result.user.groups.map((g: { name: string }) => g.name)).toEqual(["soporte_mx_co"]);
    expect(reply.body.result.user.rules.map((r: { name: string }) => r.name)).toEqual(["consulta_consumo"]);
  });

  it("returns the pending notification message at login, once", async () => {
    const soporte = await t.db
      .selectFrom("users")
      .select("user_id")
      .where("email", "=", DEMO_NOTIFICATION.email)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("notifications")
      .values({
        user_id: soporte.user_id,
        message: "Aviso pendiente",
        created_at: new Date(T0).toISOString(),
        delivered_at: null,
      })
      .execute();
    const login = () =>
      t.call("POST", "/services/auth/login", {
        body: { email: DEMO_NOTIFICATION.email, plain: DEMO_PASSWORD },
      });
    expect((await login()).body.result.notification).toEqual({ message: "Aviso pendiente" });
    expect((await login()).body.result.notification).toEqual({ message: "" });
    const other = await t.call("POST", "/services/auth/login", {
      body: { email: "consulta@adm.test", plain: DEMO_PASSWORD },
    });
    expect(other.body.result.notification).toEqual({ message: "" });
  });

  it("accepts the e-mail in any case and records last_login and an audit row", async () => {
    const before = (await t.counts()).logs;
    const reply = await t.call("POST", "/services/auth/login", {
      body: { email: " Consulta@ADM.test ", plain: DEMO_PASSWORD },
    });
    expect(reply.http).toBe(200);
    const row = await t.db
      .selectFrom("users")
      .select("last_login")
      .where("email", "=", "consulta@adm.test")
      .executeTakeFirstOrThrow();
    expect(row.last_login).toBe(new Date(T0).toISOString());
    const last = await t.db
      .selectFrom("logs")
      .selectAll()
      .orderBy("log_id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({
      log_id: before + 1,
      user: "consulta@adm.test",
      action: "login",
      level: "info",
      url: "/services/auth/login",
    });
  });

  it("refuses an unknown e-mail and a wrong password with auth_invalid_login", async () => {
    const unknown = await t.call("POST", "/services/auth/login", {
      body: { email: "nadie@adm.test", plain: DEMO_PASSWORD },
    });
    expect(unknown.http).toBe(401);
    expect(unknown.body).toEqual({
      status: 401,
      result: null,
      error: "auth_invalid_login",
      extra: null,
      message: "auth_invalid_login",
    });
    const wrong = await t.call("POST", "/services/auth/login", {
      body: { email: "apauat@adm.test", plain: "nope" },
    });
    expect(wrong.http).toBe(401);
    expect(wrong.body.error).toBe("auth_invalid_login");
  });

  it("refuses an inactive user with user_inactive", async () => {
    const reply = await t.call("POST", "/services/auth/login", {
      body: { email: "inactivo@adm.test", plain: DEMO_PASSWORD },
    });
    expect(reply.http).toBe(401);
    expect(reply.body.error).toBe("user_inactive");
  });

  it("honours the region and tenant_code query parameters", async () => {
    const body = { email: "soporte@adm.test", plain: DEMO_PASSWORD };
    const allowed = await t.call("POST", "/services/auth/login", {
      body,
      query: { region: "colombia", tenant_code: "music" },
    });
    expect(allowed.http).toBe(200);
    const region = await t.call("POST", "/services/auth/login", { body, query: { region: "chile" } });
    expect(region.http).toBe(403);
    expect(region.body.error).toBe("wsgu_invalid_region");
    const tenant = await t.call("POST", "/services/auth/login", { body, query: { tenant_code: "drive" } });
    expect(tenant.http).toBe(403);
    expect(tenant.body.error).toBe("wsgu_invalid_tenant");
  });
});
