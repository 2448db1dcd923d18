import { beforeAll, describe, expect, it } from "vitest";
import { countRows, createTestApp, lastLog, type TestApp } from "./helpers.ts";

// The service-type test (spec 2 §2, spec 3 §3, §7): the payload, the computed tax, OK and error outcomes.

let t: TestApp;
let operator: string;

const payload = (overrides: Record<string, unknown> = {}) => ({
  servicetype: "TELCEL_TVOD_RENTA",
  code: "PRUEBA-01",
  account: "5512345678",
  amount: 116,
  currency: "MXN",
  providerId: "TELEVI",
  contentId: "774411",
  contentdescription: "Renta de película",
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 });
  operator = await t.login("operador@adm.test");
});

describe("the service-type test", () => {
  it("lists the chargeable service types with their plan type", async () => {
    const types = await t.call("GET", "/services/servicetype/types", { token: operator });
    expect(types.body.result).toContainEqual({
      code: "TELCEL_SVOD_MENSUAL",
      description: "Telcel · suscripción mensual",
      plan_type: "A",
    });
  });

  it("charges: status 0 'Resultado OK', region mexico, the IVA computed, the request and response returned", async () => {
    const before = countRows(t.db, "service_tests");
    const run = await t.call("POST", "/services/servicetype/test", { token: operator, body: payload() });
    expect(run.http).toBe(200);
    expect(run.body.result).toMatchObject({
      status: 0,
      message: "Resultado OK",
      request: { region: "mexico", calculatedtax: 16, contentId: "774411", amount: 116, currency: "MXN" },
      response: { resultCode: "OK-000", transactionId: expect.stringMatching(/^TEST-\d{8}$/) },
    });
    expect(countRows(t.db, "service_tests")).toBe(before + 1);
    expect((await lastLog(t.db, "servicetype_test")).message).toBe(
      "Prueba de tipo de servicio TELCEL_TVOD_RENTA: Resultado OK",
    );
  });

  it("sends a subscription's id as abonoId (plan type A)", async () => {
    const run = await t.call("POST", "/services/servicetype/test", {
      token: operator,
      body: payload({ servicetype: "TELCEL_SVOD_MENSUAL", amount: 99 }),
    });
    expect(run.body.result.request).toMatchObject({ abonoId: "774411", calculatedtax: 13.66 });
    expect(run.body.result.request).not.toHaveProperty("contentId");
  });

  it("answers status 1 with the gateway's message, request and response when the charge fails", async () => {
    const broke = await t.call("POST", "/services/servicetype/test", {
      token: operator,
      body: payload({ account: "5500000000" }),
    });
    expect(broke.body.result).toMatchObject({
      status: 1,
      message: "Saldo insuficiente en la línea.",
      request: { account: "5500000000" },
      response: { resultCode: "BAL-402" },
    });
    const unknown = await t.call("POST", "/services/servicetype/test", {
      token: operator,
      body: payload({ servicetype: "NO_EXISTE" }),
    });
    expect(unknown.body.result).toMatchObject({ status: 1, response: { resultCode: "SRV-404" } });
  });

  it("keeps the region fixed to mexico and refuses a user without the module", async () => {
    const elsewhere = await t.call("POST", "/services/servicetype/test", {
      token: operator,
      body: payload({ region: "chile" }),
    });
    expect([elsewhere.http, elsewhere.body.extra]).toEqual([400, { datafield: "region" }]);
    const casual = await t.login("consulta@adm.test");
    expect(
      (await t.call("POST", "/services/servicetype/test", { token: casual, body: payload() })).http,
    ).toBe(403);
  });
});
