import { beforeAll, describe, expect, it } from "vitest";
import { type CallOptions, createTestApp, type TestApp } from "./helpers.ts";

// Issue 12 §3: NUL bytes and lone surrogates are refused in every text field (one gate, before any route),
// and /services bodies are JSON.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

const expectRefused = async (method: string, path: string, options: CallOptions, datafield?: string) => {
  const before = await t.counts();
  const reply = await t.call(method, path, options);
  expect(reply.http).toBe(400);
  expect(reply.body).toMatchObject({ status: 400, error: "invalid_request" });
  if (datafield) expect(reply.body.extra).toEqual({ datafield });
  expect(await t.counts()).toEqual(before);
};

describe("unclean text", () => {
  const BAD = { nul: "ab\u0000c", high: "ab\ud800c", low: "\udc00ab", trailing: "ab\ud83d" };

  for (const [kind, text] of Object.entries(BAD)) {
    it(`refuses a ${kind} in a body value (login e-mail, user name, group title, notification)`, async () => {
      await expectRefused(
        "POST",
        "/services/auth/login",
        { body: { email: `a${text}@b.c`, plain: "x" } },
        "email",
      );
      await expectRefused("PUT", "/services/user/2", { token: admin, body: { name: text } }, "name");
      await expectRefused(
        "PUT",
        "/services/system/group/2",
        { token: admin, body: { title: text } },
        "title",
      );
      await expectRefused(
        "POST",
        "/services/notifications",
        { token: admin, body: { message: text } },
        "message",
      );
    });
  }

  it("refuses it nested in a list or as a key", async () => {
    await expectRefused(
      "PUT",
      "/services/user/2",
      { token: admin, body: { group_profiles: [{ group_id: 2, profile_id: 3, title: "x\u0000" }] } },
      "group_profiles",
    );
    await expectRefused(
      "PUT",
      "/services/user/2",
      { token: admin, body: { "na\u0000me": "x" } },
      "na\u0000me",
    );
  });

  it("refuses it in a query string and in a path", async () => {
    await expectRefused(
      "GET",
      "/services/logs/log",
      { token: admin, query: { search: "a\u0000b" } },
      "search",
    );
    await expectRefused("GET", "/services/system/profile/name/ab%00c", { token: admin });
    await expectRefused("GET", "/services/system/profile/name/%ED%A0%80", { token: admin });
  });

  it("refuses a query string whose escapes are not UTF-8 (a lone surrogate's bytes), as found by the fuzzing", async () => {
    await expectRefused("GET", "/services/logs/log?search=%ED%A0%80", { token: admin }, "search");
    await expectRefused("DELETE", "/services/system/module/1?reason=a%E0%A4%A", { token: admin }, "reason");
  });

  it("accepts well-formed text, emoji (surrogate pairs) included", async () => {
    const reply = await t.call("PUT", "/services/system/group/2", {
      token: admin,
      body: { title: "Soporte 🌎 ñ" },
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result.title).toBe("Soporte 🌎 ñ");
  });
});

describe("request bodies", () => {
  for (const contentType of [
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    null,
  ]) {
    it(`answers 415 unsupported_media_type to a body sent as ${contentType ?? "no content type"}`, async () => {
      const before = await t.counts();
      const reply = await t.call("POST", "/services/auth/login", {
        rawBody: JSON.stringify({ email: "admin@adm.test", plain: "Demo2026!" }),
        contentType,
      });
      expect(reply.http).toBe(415);
      expect(reply.body).toEqual({
        status: 415,
        result: null,
        error: "unsupported_media_type",
        extra: null,
        message: "unsupported_media_type",
      });
      expect(await t.counts()).toEqual(before);
    });
  }

  it("takes application/json with a charset, and bodiless calls (logout) without a content type", async () => {
    const login = await t.call("POST", "/services/auth/login", {
      body: { email: "operador@adm.test", plain: "Demo2026!" },
      contentType: "application/json; charset=utf-8",
    });
    expect(login.http).toBe(200);
    const logout = await t.call("POST", "/services/auth/logout", { token: login.body.result.token });
    expect(logout.http).toBe(200);
  });
});
