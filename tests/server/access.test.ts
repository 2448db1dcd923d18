import { beforeAll, describe, expect, it } from "vitest";
import { NO_PERMISSION_MESSAGE } from "../../server/envelope.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ["admin", "soporte", "operador", "consulta", "apauat", "v9"]) {
    tokens[name] = await t.login(`${name}@adm.test`);
  }
});

describe("region and tenant scope", () => {
  it("refuses a region outside the user's groups with 403 wsgu_invalid_region", async () => {
    for (const region of ["chile", "generic", "atlantida"]) {
      const reply = await t.call("GET", "/services/profile", { token: tokens.soporte, query: { region } });
      expect(reply.http).toBe(403);
      expect(reply.body).toMatchObject({ status: 403, error: "wsgu_invalid_region", result: null });
    }
  });

  it("refuses a tenant outside the user's groups with 403 wsgu_invalid_tenant", async () => {
    const reply = await t.call("GET", "/services/profile", {
      token: tokens.soporte,
      query: { tenant_code: "drive" },
    });
    expect(reply.http).toBe(403);
    expect(reply.body.error).toBe("wsgu_invalid_tenant");
  });

  it("accepts allowed regions; the generic region and root open every region", async () => {
    const cases: [string, string][] = [
      ["soporte", "colombia"],
      ["operador", "bolivia"],
      ["v9", "chile"],
      ["admin", "panama"],
    ];
    for (const [user, region] of cases) {
      const reply = await t.call("GET", "/services/profile", {
        token: tokens[user],
        query: { region, tenant_code: "video" },
      });
      expect(reply.http, `${user} in ${region}`).toBe(200);
    }
  });
});

describe("privilege checks", () => {
  const forbidden = {
    status: 403,
    result: null,
    error: "user_without_permission",
    extra: null,
    message: NO_PERMISSION_MESSAGE,
  };

  it("refuses the logs without the logs view privilege (operador has every module but system ones)", async () => {
    for (const user of ["soporte", "operador", "consulta", "apauat", "v9"]) {
      const reply = await t.call("GET", "/services/logs/log", { token: tokens[user] });
      expect(reply.http, user).toBe(403);
      expect(reply.body).toEqual(forbidden);
    }
    expect((await t.call("GET", "/services/logs/log", { token: tokens.admin })).http).toBe(200);
  });

  it("serves the legacy menu to root and adminv9 viewers only", async () => {
    for (const user of ["soporte", "consulta", "apauat"]) {
      const reply = await t.call("GET", "/services/base/menuadminv", {
        token: tokens[user],
        query: { username: user },
      });
      expect(reply.http, user).toBe(403);
      expect(reply.body).toEqual(forbidden);
    }
    // operador holds every non-system module, adminv9 included.
    for (const user of ["v9", "admin", "operador"]) {
      const reply = await t.call("GET", "/services/base/menuadminv", {
        token: tokens[user],
        query: { username: user },
      });
      expect(reply.http, user).toBe(200);
      const menu = reply.body.result.menu;
      expect(menu.length).toBeGreaterThan(0);
      for (const entry of menu) {
        expect(Object.keys(entry).sort()).toEqual(["ICON", "ITEMS", "NAME", "PADRE", "URL"]);
        for (const item of entry.ITEMS) expect(item.url).toMatch(/^https:\/\/legacy\.adm\.test\//);
      }
      expect(menu.some((e: { ITEMS: unknown[] }) => e.ITEMS.length > 0)).toBe(true);
    }
  });

  it("lets only root broadcast notifications", async () => {
    for (const user of ["operador", "v9"]) {
      const reply = await t.call("POST", "/services/notifications", {
        token: tokens[user],
        body: { message: "hola" },
      });
      expect(reply.http, user).toBe(403);
      expect(reply.body).toEqual(forbidden);
    }
  });
});
