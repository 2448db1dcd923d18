import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { CONSUMPTION_CODES } from "../../server/consumption/codes.ts";
import { MESSAGES } from "../../server/i18n/messages.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

const BASE = "/services/consulta_consumo";
const MARIA = {
  USER_HASH: "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f001",
  REGION_NOMBRE: "mexico",
  ID_USUARIO: 10_000_001,
  EMAIL: "maria.lopez@correo.test",
  NAME: "María López Hernández",
  PHONE_TELMEX: "5512345678",
  PHONE_TELCEL: "5587654321",
  CREATED_AT: "2024-02-10T16:20:00.000Z",
};
const JUAN_HASH = "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f003";
const SIN_HASH = "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f002";

let t: TestApp;
let soporte: string;
let consulta: string;
let apauat: string;
beforeAll(async () => {
  t = await createTestApp();
  [soporte, consulta, apauat] = await Promise.all(
    ["soporte@adm.test", "consulta@adm.test", "apauat@adm.test"].map((email) => t.login(email)),
  );
});

const get = (path: string, query: Record<string, string | number>, token = soporte) =>
  t.call("GET", `${BASE}${path}`, { token, query });

function expectRefusal(reply: Awaited<ReturnType<typeof get>>, code: keyof typeof MESSAGES.es) {
  expect(reply.http).toBe(200);
  expect(reply.body).toEqual({
    status: 1,
    result: { errors: code },
    error: code,
    extra: null,
    message: MESSAGES.es[code],
  });
}

describe("user/byemail", () => {
  it("finds the end user by exact e-mail, ignoring case, in the default region mexico", async () => {
    const reply = await get("/user/byemail", { email: "  Maria.LOPEZ@Correo.test " });
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({ status: 0, error: null, result: MARIA });
    expect(Object.keys(reply.body.result)).toEqual(Object.keys(MARIA));
  });

  it("accepts the fixed client parameters and answers POST with the same parameters", async () => {
    const client = {
      api_version: "v7",
      format: "json",
      device_category: "web",
      device_manufacturer: "generic",
    };
    expect(
      (await get("/user/byemail", { ...client, email: MARIA.EMAIL, region: "mexico" })).body.result,
    ).toEqual(MARIA);
    const json = await t.call("POST", `${BASE}/user/byemail`, {
      token: soporte,
      body: { email: MARIA.EMAIL },
    });
    expect(json.body).toMatchObject({ status: 0, result: MARIA });
    const query = await t.call("POST", `${BASE}/user/byemail`, {
      token: soporte,
      query: { email: MARIA.EMAIL },
    });
    expect(query.body.result).toEqual(MARIA);
  });

  it("refuses form-encoded POST bodies with 415: every /services body is JSON", async () => {
    const response = await t.app.request(`${BASE}/user/byemail`, {
      method: "POST",
      headers: { authorization: `Bearer ${soporte}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: MARIA.EMAIL }).toString(),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ status: 415, error: "unsupported_media_type" });
  });

  it("refuses an unknown e-mail (PGS_USR_00001) and a malformed one (PGS_USR_00003)", async () => {
    expectRefusal(await get("/user/byemail", { email: "nadie@correo.test" }), "PGS_USR_00001");
    expectRefusal(await get("/user/byemail", { email: "maria.lopez" }), "PGS_USR_00003");
  });

  it("400s a missing e-mail and a format other than json, naming the field", async () => {
    const missing = await get("/user/byemail", {});
    expect(missing.http).toBe(400);
    expect(missing.body).toMatchObject({
      status: 400,
      error: "invalid_request",
      extra: { datafield: "email" },
    });
    const xml = await get("/user/byemail", { email: MARIA.EMAIL, format: "xml" });
    expect(xml.http).toBe(400);
    expect(xml.body).toMatchObject({ error: "invalid_request", extra: { datafield: "format" } });
    const nested = await t.call("POST", `${BASE}/user/byemail`, {
      token: soporte,
      body: { email: { x: 1 } },
    });
    expect(nested.body).toMatchObject({ error: "invalid_request", extra: { datafield: "email" } });
  });
});

describe("region scoping", () => {
  it("refuses a region outside the operator's groups with 403 wsgu_invalid_region, in the query or the body", async () => {
    const query = await get("/user/byemail", { email: "juan.perez@correo.test", region: "chile" });
    expect(query.http).toBe(403);
    expect(query.body).toMatchObject({ status: 403, error: "wsgu_invalid_region" });
    const body = await t.call("POST", `${BASE}/subscription/list`, {
      token: soporte,
      body: { user_hash: JUAN_HASH, region: "chile" },
    });
    expect(body.http).toBe(403);
    expect(body.body.error).toBe("wsgu_invalid_region");
  });

  it("finds an end user only in their own region", async () => {
    expectRefusal(await get("/user/byemail", { email: MARIA.EMAIL, region: "colombia" }), "PGS_USR_00001");
    expectRefusal(
      await get("/user/bytel", { phone: MARIA.PHONE_TELMEX, type: "telmex", region: "colombia" }),
      "PGS_USR_00001",
    );
    expectRefusal(
      await get("/subscription/list", { user_hash: MARIA.USER_HASH, region: "colombia" }),
      "PGS_USR_00001",
    );
    expect(
      (await get("/user/search", { term: "maria.lopez", region: "colombia" })).body.result.users,
    ).toEqual([]);
  });

  it("lets consulta, who holds chile, find juan there", async () => {
    const reply = await get("/user/byemail", { email: "juan.perez@correo.test", region: "chile" }, consulta);
    expect(reply.body.result).toMatchObject({
      ID_USUARIO: 10_000_003,
      REGION_NOMBRE: "chile",
      USER_HASH: JUAN_HASH,
    });
  });
});

describe("permissions", () => {
  it("refuses every lookup to a user without consulta_consumo view (403) and to an anonymous caller (401)", async () => {
    for (const [path, query] of [
      ["/user/byemail", { email: MARIA.EMAIL }],
      ["/user/bytel", { phone: MARIA.PHONE_TELMEX, type: "telmex" }],
      ["/user/search", { term: "maria" }],
      ["/subscription/list", { user_hash: MARIA.USER_HASH }],
    ] as const) {
      const denied = await get(path, query, apauat);
      expect(denied.http, path).toBe(403);
      expect(denied.body).toMatchObject({ status: 403, error: "user_without_permission", result: null });
      const anonymous = await t.call("GET", `${BASE}${path}`, { query });
      expect(anonymous.http, path).toBe(401);
      expect(anonymous.body.error).toBe("user_invalid_token");
      expect((await get(path, query, consulta)).body.status, path).toBe(0);
    }
  });
});

describe("user/bytel", () => {
  it.each([
    ["telmex", "5512345678"],
    ["telmex", "+52 (55) 1234-5678"],
    ["telmex", "044 55 1234 5678"],
    ["telcel", "55.8765.4321"],
    ["telcel", "+52 1 55 8765 4321"],
    ["telcel", "01 55 8765 4321"],
  ])("finds maria by %s %j", async (type, phone) => {
    const reply = await get("/user/bytel", { phone, type });
    expect(reply.body).toMatchObject({ status: 0, result: MARIA });
  });

  it("does not mix the two phone types", async () => {
    expectRefusal(await get("/user/bytel", { phone: MARIA.PHONE_TELCEL, type: "telmex" }), "PGS_USR_00001");
  });

  it("refuses a phone that is not one (PGS_USR_00005) and 400s a bad type", async () => {
    expectRefusal(await get("/user/bytel", { phone: "55 1234", type: "telmex" }), "PGS_USR_00005");
    const type = await get("/user/bytel", { phone: MARIA.PHONE_TELMEX, type: "fijo" });
    expect(type.http).toBe(400);
    expect(type.body.extra).toEqual({ datafield: "type" });
  });
});

describe("user/search", () => {
  it("matches an e-mail prefix within the region, in e-mail order, at most limit rows", async () => {
    const { rows } = await sql<{ email: string }>`select email from end_users
      where region = 'mexico' and email like 'mar%' order by email limit 5`.execute(t.db);
    const expected = rows.map((r) => r.email);
    expect(expected).toHaveLength(5);
    const reply = await get("/user/search", { term: "MAR", limit: 5 });
    expect(reply.body.result.kind).toBe("email");
    expect(reply.body.result.users.map((u: { EMAIL: string }) => u.EMAIL)).toEqual(expected);
    expect(reply.body.result.users[0]).toMatchObject({ MATCH: "email", REGION_NOMBRE: "mexico" });
    expect((await get("/user/search", { term: "mar" })).body.result.users).toHaveLength(8);
  });

  it("matches leading phone digits on telmex and telcel, once per user, in phone order", async () => {
    type Row = { id_usuario: number; phone_telmex: string | null; phone_telcel: string | null };
    const { rows } = await sql<Row>`select id_usuario, phone_telmex, phone_telcel from end_users
      where region = 'mexico' and (phone_telmex like '5512%' or phone_telcel like '5512%')`.execute(t.db);
    const firstPhone = (r: Row) =>
      [r.phone_telmex, r.phone_telcel].filter((p): p is string => p?.startsWith("5512") ?? false).sort()[0];
    const expected = rows
      .sort((a, b) => firstPhone(a).localeCompare(firstPhone(b)) || a.id_usuario - b.id_usuario)
      .slice(0, 20)
      .map((r) => r.id_usuario);
    expect(expected.length).toBeGreaterThan(5);
    const reply = await get("/user/search", { term: "+52 55-12", limit: 20 });
    expect(reply.body.result.kind).toBe("phone");
    const ids = reply.body.result.users.map((u: { ID_USUARIO: number }) => u.ID_USUARIO);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
    const maria = reply.body.result.users.find(
      (u: { ID_USUARIO: number }) => u.ID_USUARIO === MARIA.ID_USUARIO,
    );
    expect(maria).toEqual({ ...MARIA, MATCH: "telmex" });
    const telcel = await get("/user/search", { term: "5587 6543" });
    expect(telcel.body.result.users).toEqual([{ ...MARIA, MATCH: "telcel" }]);
  });

  it("answers nothing for terms below 3 characters or 4 digits, without an error", async () => {
    expect((await get("/user/search", { term: "ma" })).body.result).toEqual({ kind: "email", users: [] });
    expect((await get("/user/search", { term: "551" })).body.result).toEqual({ kind: "phone", users: [] });
    expect((await get("/user/search", { term: "+52 1" })).body.result).toEqual({ kind: "phone", users: [] });
    expect((await get("/user/search", { term: "" })).body.result).toEqual({ kind: "none", users: [] });
  });

  it("400s a limit outside 1..20", async () => {
    for (const limit of [0, 21, "x"]) {
      const reply = await get("/user/search", { term: "mar", limit });
      expect(reply.http).toBe(400);
      expect(reply.body.extra).toEqual({ datafield: "limit" });
    }
  });
});

describe("subscription/list", () => {
  it("lists every subscription of the user, newest first, with numeric prices and their total", async () => {
    const reply = await get("/subscription/list", { user_hash: MARIA.USER_HASH, region: "mexico" });
    expect(reply.body.status).toBe(0);
    const { subscriptions, total } = reply.body.result;
    expect(subscriptions.map((s: { title: string }) => s.title)).toEqual([
      "Claro video + Paramount+ (prueba gratuita)",
      "Claro video Mensual",
      "Claro música Premium",
    ]);
    expect(subscriptions[1]).toEqual({
      subscription_id: expect.any(Number),
      title: "Claro video Mensual",
      origin: "web",
      ip: "187.190.12.34",
      created_at: "2026-06-01T10:00:00.000Z",
      expires_at: "2026-12-01T10:00:00.000Z",
      price: 119,
      currency: "MXN",
      waspurchased: "1",
      payment_method: "tarjeta_credito",
      payment_status: "aprobado",
      status: "active",
    });
    expect(subscriptions.map((s: { waspurchased: string }) => s.waspurchased)).toEqual(["0", "1", "1"]);
    expect(total).toBe(234);
  });

  it("answers PGS_USR_00002 for a user without subscriptions and PGS_USR_00001 for an unknown hash", async () => {
    expectRefusal(await get("/subscription/list", { user_hash: SIN_HASH }), "PGS_USR_00002");
    expectRefusal(await get("/subscription/list", { user_hash: "0".repeat(32) }), "PGS_USR_00001");
    const missing = await get("/subscription/list", {});
    expect(missing.body).toMatchObject({ status: 400, extra: { datafield: "user_hash" } });
  });

  it("sums juan's CLP prices in chile", async () => {
    const reply = await get("/subscription/list", { user_hash: JUAN_HASH, region: "chile" }, consulta);
    expect(reply.body.result.total).toBe(5590 + 5400);
  });
});

describe("error codes", () => {
  it("has a Spanish and an English text for every consulta_consumo code, served by base/translations", async () => {
    const reply = await t.call("GET", "/services/base/translations");
    for (const code of CONSUMPTION_CODES) {
      expect(MESSAGES.es[code], code).toMatch(/\S/);
      expect(MESSAGES.en[code], code).toMatch(/\S/);
      expect(reply.body.result.es[code]).toBe(MESSAGES.es[code]);
    }
  });
});
