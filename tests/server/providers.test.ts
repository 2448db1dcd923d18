import { beforeAll, describe, expect, it } from "vitest";
import { countRows, createTestApp, lastLog, type TestApp } from "./helpers.ts";

// Providers (spec 2 §2, §7, §8): per tenant, created only in the tenants of the server setting.

let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 });
  operator = await t.login("operador@adm.test");
});

describe("providers", () => {
  it("lists the tenant's providers with real names and codes", async () => {
    const video = await t.call("GET", "/services/providers", {
      token: operator,
      query: { tenant_code: "video", quantity: 50 },
    });
    const names = video.body.result.data.map((p: { providerName: string }) => p.providerName);
    expect(names).toContain("Televisa");
    expect(names).not.toContain("Sony Music");
    expect(
      video.body.result.data.find((p: { providerName: string }) => p.providerName === "Televisa"),
    ).toMatchObject({
      providerCode: "TELEVI",
      user: expect.any(String),
    });
    const music = await t.call("GET", "/services/providers", {
      token: operator,
      query: { tenant_code: "music", quantity: 50 },
    });
    expect(music.body.result.data.map((p: { providerName: string }) => p.providerName)).toContain(
      "Sony Music",
    );
  });

  it("offers creation in the setting's tenants only (video and music by default)", async () => {
    const here = await t.call("GET", "/services/providers/settings", {
      token: operator,
      query: { tenant_code: "music" },
    });
    expect(here.body.result).toEqual({ creationTenants: ["video", "music"], canCreateHere: true });
    const drive = await t.call("GET", "/services/providers/settings", {
      token: operator,
      query: { tenant_code: "drive" },
    });
    expect(drive.body.result.canCreateHere).toBe(false);
    const refused = await t.call("POST", "/services/providers", {
      token: operator,
      query: { tenant_code: "drive" },
      body: { providerName: "Nube Uno", providerCode: "NUBE" },
    });
    expect([refused.http, refused.body.error]).toEqual([403, "provider_tenant_not_allowed"]);
  });

  it("creates a provider with the current date and user, and refuses a duplicate code", async () => {
    const created = await t.call("POST", "/services/providers", {
      token: operator,
      query: { tenant_code: "video" },
      body: { providerName: "Cine Independiente MX", providerCode: "cine-ind" },
    });
    expect(created.http).toBe(201);
    expect(created.body.result).toMatchObject({
      providerName: "Cine Independiente MX",
      providerCode: "CINE-IND",
      user: "operador@adm.test",
      public_date: new Date(t.clock.now).toISOString(),
    });
    expect((await lastLog(t.db, "provider_create")).message).toBe(
      "Proveedor creado: Cine Independiente MX (CINE-IND, video)",
    );
    const before = await countRows(t.db, "providers");
    const duplicate = await t.call("POST", "/services/providers", {
      token: operator,
      query: { tenant_code: "video" },
      body: { providerName: "Otro nombre", providerCode: "CINE-IND" },
    });
    expect([duplicate.http, duplicate.body.error, duplicate.body.extra]).toEqual([
      409,
      "provider_code_exists",
      { datafield: "providerCode" },
    ]);
    expect(await countRows(t.db, "providers")).toBe(before);
    const inMusic = await t.call("POST", "/services/providers", {
      token: operator,
      query: { tenant_code: "music" },
      body: { providerName: "Cine Independiente MX", providerCode: "CINE-IND" },
    });
    expect(inMusic.http).toBe(201);
  });

  it("refuses an invalid code on its field, and users without the providers module", async () => {
    const invalid = await t.call("POST", "/services/providers", {
      token: operator,
      body: { providerName: "X Y", providerCode: "con espacios" },
    });
    expect([invalid.http, invalid.body.extra]).toEqual([400, { datafield: "providerCode" }]);
    const casual = await t.login("consulta@adm.test");
    expect((await t.call("GET", "/services/providers", { token: casual })).http).toBe(403);
  });
});
