import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { type CallOptions, createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
let admin: string;
let consulta: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  consulta = await t.login("consulta@adm.test");
});

type Case = {
  name: string;
  method: string;
  path: string;
  options: () => CallOptions;
  error?: string;
  datafield: string | null;
};

const LONG = "x".repeat(201);
const CASES: Case[] = [
  {
    name: "login without e-mail",
    method: "POST",
    path: "/services/auth/login",
    options: () => ({ body: { plain: DEMO_PASSWORD } }),
    datafield: "email",
  },
  {
    name: "login with empty e-mail",
    method: "POST",
    path: "/services/auth/login",
    options: () => ({ body: { email: "", plain: "x" } }),
    datafield: "email",
  },
  {
    name: "login with numeric password",
    method: "POST",
    path: "/services/auth/login",
    options: () => ({ body: { email: "a@b.c", plain: 5 } }),
    datafield: "plain",
  },
  {
    name: "login with a JSON array",
    method: "POST",
    path: "/services/auth/login",
    options: () => ({ body: [] }),
    datafield: null,
  },
  {
    name: "login with broken JSON",
    method: "POST",
    path: "/services/auth/login",
    options: () => ({ rawBody: "{email:" }),
    datafield: null,
  },
  {
    name: "login with an oversized region",
    method: "POST",
    path: "/services/auth/login",
    options: () => ({ body: { email: "a@b.c", plain: "x" }, query: { region: "r".repeat(65) } }),
    datafield: "region",
  },
  {
    name: "logs rpp 0",
    method: "GET",
    path: "/services/logs/log",
    options: () => ({ token: admin, query: { rpp: 0 } }),
    datafield: "rpp",
  },
  {
    name: "logs rpp 501",
    method: "GET",
    path: "/services/logs/log",
    options: () => ({ token: admin, query: { rpp: 501 } }),
    datafield: "rpp",
  },
  {
    name: "logs negative from",
    method: "GET",
    path: "/services/logs/log",
    options: () => ({ token: admin, query: { from: -1 } }),
    datafield: "from",
  },
  {
    name: "logs non-numeric from",
    method: "GET",
    path: "/services/logs/log",
    options: () => ({ token: admin, query: { from: "abc" } }),
    datafield: "from",
  },
  {
    name: "logs unknown sort field",
    method: "GET",
    path: "/services/logs/log",
    options: () => ({ token: admin, query: { sort_field: "password_hash" } }),
    datafield: "sort_field",
  },
  {
    name: "logs bad sort order",
    method: "GET",
    path: "/services/logs/log",
    options: () => ({ token: admin, query: { sort_order: "up" } }),
    datafield: "sort_order",
  },
  {
    name: "logs oversized search",
    method: "GET",
    path: "/services/logs/log",
    options: () => ({ token: admin, query: { search: LONG } }),
    datafield: "search",
  },
  {
    name: "profile without name",
    method: "PUT",
    path: "/services/profile",
    options: () => ({ token: consulta, body: { email: "x@adm.test" } }),
    datafield: "name",
  },
  {
    name: "profile with a bad e-mail",
    method: "PUT",
    path: "/services/profile",
    options: () => ({ token: consulta, body: { name: "c", email: "no-es-correo" } }),
    datafield: "email",
  },
  {
    name: "profile with a text tz_id",
    method: "PUT",
    path: "/services/profile",
    options: () => ({ token: consulta, body: { name: "c", tz_id: "abc" } }),
    datafield: "tz_id",
  },
  {
    name: "profile with an unknown tz_id",
    method: "PUT",
    path: "/services/profile",
    options: () => ({ token: consulta, body: { name: "c", tz_id: 9999 } }),
    datafield: "tz_id",
  },
  {
    name: "profile with a weak password",
    method: "PUT",
    path: "/services/profile",
    options: () => ({ token: consulta, body: { name: "c", plain: "corta" } }),
    error: "password_weak",
    datafield: "plain",
  },
  {
    name: "find without a value",
    method: "GET",
    path: "/services/base/user/find",
    options: () => ({}),
    datafield: "email",
  },
  {
    name: "recover a non-numeric user",
    method: "GET",
    path: "/services/base/password/recover/abc",
    options: () => ({}),
    datafield: "user_id",
  },
  {
    name: "update with mismatched user ids",
    method: "POST",
    path: "/services/base/password/update/1",
    options: () => ({ body: { user_id: 2, token: "t", plain: "Larga-2026" } }),
    datafield: "user_id",
  },
  {
    name: "update without token",
    method: "POST",
    path: "/services/base/password/update/1",
    options: () => ({ body: { user_id: 1, plain: "Larga-2026" } }),
    datafield: "token",
  },
  {
    name: "profiles of a non-numeric group",
    method: "GET",
    path: "/services/base/profile/group/abc",
    options: () => ({ token: consulta }),
    datafield: "group_id",
  },
  {
    name: "empty notification",
    method: "POST",
    path: "/services/notifications",
    options: () => ({ token: admin, body: { message: "  " } }),
    datafield: "message",
  },
];

describe("input validation", () => {
  for (const c of CASES) {
    it(`answers 400 and writes nothing: ${c.name}`, async () => {
      const before = await t.counts();
      const users = await t.db.selectFrom("users").selectAll().orderBy("user_id").execute();
      const reply = await t.call(c.method, c.path, c.options());
      expect(reply.http).toBe(400);
      expect(reply.body).toEqual({
        status: 400,
        result: null,
        error: c.error ?? "invalid_request",
        extra: c.datafield ? { datafield: c.datafield } : null,
        message: c.error ?? "invalid_request",
      });
      expect(await t.counts()).toEqual(before);
      expect(await t.db.selectFrom("users").selectAll().orderBy("user_id").execute()).toEqual(users);
    });
  }

  it("answers unknown /services paths with a 404 envelope", async () => {
    const reply = await t.call("GET", "/services/no/such/thing", { token: admin });
    expect(reply.http).toBe(404);
    expect(reply.body).toEqual({
      status: 404,
      result: null,
      error: "not_found",
      extra: null,
      message: "not_found",
    });
  });
});
