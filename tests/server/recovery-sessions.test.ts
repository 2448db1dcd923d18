import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { isoAt } from "../../server/context.ts";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { createTestApp, TEST_SECRET, type TestApp } from "./helpers.ts";

// Issue 12 §2: the public recovery calls are rate-limited; a password change ends every other session.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

let nextIp = 1;
const freshIp = () => `10.1.0.${nextIp++}`;

describe("recovery rate limits", () => {
  it("answers 429 after 20 recovery calls from one address (lookups and mails alike)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const reply = await t.call("GET", "/services/base/user/find", {
        query: { email: `x${i}@adm.test` },
        ip,
      });
      expect(reply.http).toBe(200);
    }
    const limited = await t.call("GET", "/services/base/user/find", { query: { email: "y@adm.test" }, ip });
    expect(limited.http).toBe(429);
    expect(limited.body).toMatchObject({ status: 429, error: "too_many_requests" });
  });

  it("mails one account at most three times an hour, and answers an unknown reference the same way", async () => {
    for (const email of ["operador@adm.test", "nadie@adm.test"]) {
      const ref = (await t.call("GET", "/services/base/user/find", { query: { email }, ip: freshIp() })).body
        .result.user_id;
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await t.call("GET", `/services/base/password/recover/${ref}`, { ip: freshIp() })).http);
      expect(codes).toEqual([200, 200, 200, 429]);
    }
  });
});

describe("a password change ends the user's other sessions", () => {
  // A sign-in ends the user's open session (spec 1 §8), so several live sessions of one user are those a
  // server before that rule left open (migration 010 ends none): the second is made as such a server made it.
  const olderSession = async (token: string) => {
    const { user_id } = (await t.call("GET", "/services/profile", { token })).body.result;
    const jti = randomUUID();
    const now = isoAt(t.clock.now);
    await t.db
      .insertInto("sessions")
      .values({ jti, user_id, created_at: now, last_seen: now, revoked_at: null })
      .execute();
    const seconds = Math.floor(t.clock.now / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user_id))
      .setJti(jti)
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 600)
      .sign(new TextEncoder().encode(TEST_SECRET));
  };
  const openSessions = async (email: string, count: number, password = DEMO_PASSWORD) => {
    const tokens = [await t.login(email, password)];
    while (tokens.length < count) tokens.push(await olderSession(tokens[0]));
    return tokens;
  };
  const alive = async (token: string) => (await t.call("GET", "/services/profile", { token })).http === 200;

  it("on the own profile: every session of the user ends, including the one that saved", async () => {
    const [saving, other] = await openSessions("consulta@adm.test", 2);
    const reply = await t.call("PUT", "/services/profile", {
      token: saving,
      body: { name: "consulta", plain: "Nueva-Clave-2026", current_plain: DEMO_PASSWORD },
    });
    expect(reply.http).toBe(200);
    expect(await alive(other)).toBe(false);
    expect(await alive(saving)).toBe(false);
    expect(await alive(await t.login("consulta@adm.test", "Nueva-Clave-2026"))).toBe(true);
  });

  it("without a new password, a profile save ends only the saving session", async () => {
    const [saving, other] = await openSessions("apauat@adm.test", 2);
    await t.call("PUT", "/services/profile", { token: saving, body: { name: "apauat" } });
    expect(await alive(other)).toBe(true);
  });

  it("by an administrator: every session of the target ends", async () => {
    const admin = await t.login("admin@adm.test");
    const [first, second] = await openSessions("operador@adm.test", 2);
    const me = (await t.call("GET", "/services/profile", { token: first })).body.result.user_id;
    const reply = await t.call("PUT", `/services/user/${me}`, {
      token: admin,
      body: { plain: "Otra-Clave-2026" },
    });
    expect(reply.http).toBe(200);
    expect(await alive(first)).toBe(false);
    expect(await alive(second)).toBe(false);
  });

  it("not by an administrator on their own account through the user screens: refused, no session ends", async () => {
    // One's own password changes in the profile, with the current password (issue 28 §6).
    const [saving, other] = await openSessions("admin@adm.test", 2);
    const me = (await t.call("GET", "/services/profile", { token: saving })).body.result.user_id;
    const reply = await t.call("PUT", `/services/user/${me}`, {
      token: saving,
      body: { plain: "Raiz-Nueva-2026" },
    });
    expect([reply.http, reply.body.error]).toEqual([403, "user_self_credentials"]);
    expect(await alive(other)).toBe(true);
    expect(await alive(saving)).toBe(true);
  });
});
