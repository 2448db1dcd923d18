import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, MINUTE, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const PROFILE = "/services/profile";

describe("session lifecycle", () => {
  it("renews a token for the same session, and the new token works", async () => {
    const token = await t.login("consulta@adm.test");
    t.clock.advance(MINUTE);
    const renew = await t.call("POST", "/services/auth/renew", { token });
    expect(renew.http).toBe(200);
    expect(renew.body.result).toEqual({ token: expect.any(String) });
    const renewed = renew.body.result.token as string;
    expect(renewed).not.toBe(token);
    expect((await t.call("GET", PROFILE, { token: renewed })).http).toBe(200);
  });

  it("keeps a session alive across renewals every 60 s well past the token lifetime", async () => {
    let token = await t.login("consulta@adm.test");
    for (let i = 0; i < 20; i += 1) {
      t.clock.advance(MINUTE);
      const renew = await t.call("POST", "/services/auth/renew", { token });
      expect(renew.http).toBe(200);
      token = renew.body.result.token;
    }
    expect((await t.call("GET", PROFILE, { token })).http).toBe(200);
  });

  it("refuses a logged-out token with user_invalid_token, also for renew", async () => {
    const token = await t.login("consulta@adm.test");
    const logout = await t.call("POST", "/services/auth/logout", { token });
    expect(logout.http).toBe(200);
    for (const [method, path] of [
      ["GET", PROFILE],
      ["POST", "/services/auth/renew"],
      ["POST", "/services/auth/logout"],
    ]) {
      const reply = await t.call(method, path, { token });
      expect(reply.http).toBe(401);
      expect(reply.body.error).toBe("user_invalid_token");
    }
  });

  it("closes an idle session: auth_session_exist after 15 minutes without calls", async () => {
    const token = await t.login("consulta@adm.test");
    t.clock.advance(14 * MINUTE);
    // An expired token is refused for ordinary calls but renew still works within the idle window.
    expect((await t.call("GET", PROFILE, { token })).body.error).toBe("user_invalid_token");
    const renew = await t.call("POST", "/services/auth/renew", { token });
    expect(renew.http).toBe(200);
    const renewed = renew.body.result.token as string;
    t.clock.advance(16 * MINUTE);
    const idle = await t.call("POST", "/services/auth/renew", { token: renewed });
    expect(idle.http).toBe(401);
    expect(idle.body.error).toBe("auth_session_exist");
    // The idle session is gone for good, not revived by a later call.
    expect((await t.call("POST", "/services/auth/renew", { token: renewed })).body.error).toBe(
      "user_invalid_token",
    );
  });

  it("ends the older session when the same user signs in again: auth_session_exist on its next call", async () => {
    const first = await t.login("soporte@adm.test");
    const other = await t.login("operador@adm.test");
    const second = await t.login("soporte@adm.test");
    for (const [method, path] of [
      ["GET", PROFILE],
      ["POST", "/services/auth/renew"],
    ]) {
      const reply = await t.call(method, path, { token: first });
      expect(reply.http).toBe(401);
      expect(reply.body.error).toBe("auth_session_exist");
    }
    // The newer session lives on, and another user's sign-in ended nothing of theirs.
    expect((await t.call("GET", PROFILE, { token: second })).http).toBe(200);
    expect((await t.call("GET", PROFILE, { token: other })).http).toBe(200);
    // A logout is still a logout, not a superseded session.
    await t.call("POST", "/services/auth/logout", { token: second });
    expect((await t.call("GET", PROFILE, { token: second })).body.error).toBe("user_invalid_token");
  });

  it("refuses missing, malformed and forged tokens", async () => {
    for (const token of [undefined, "not-a-jwt", "a.b.c"]) {
      const reply = await t.call("GET", PROFILE, { token });
      expect(reply.http).toBe(401);
      expect(reply.body.error).toBe("user_invalid_token");
    }
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("1")
      .setJti("whatever")
      .setIssuedAt(Math.floor(t.clock.now / 1000))
      .setExpirationTime(Math.floor(t.clock.now / 1000) + 600)
      .sign(new TextEncoder().encode("another-secret"));
    expect((await t.call("GET", PROFILE, { token: forged })).body.error).toBe("user_invalid_token");
  });

  it("refuses the token of a user deactivated meanwhile with user_inactive", async () => {
    const token = await t.login("operador@adm.test");
    await t.db.updateTable("users").set({ active: 0 }).where("email", "=", "operador@adm.test").execute();
    const reply = await t.call("GET", PROFILE, { token });
    expect(reply.http).toBe(401);
    expect(reply.body.error).toBe("user_inactive");
    await t.db.updateTable("users").set({ active: 1 }).where("email", "=", "operador@adm.test").execute();
  });

  it("records login and logout in the audit log with dense ids and non-decreasing datetimes", async () => {
    const rows = await t.db.selectFrom("logs").select(["log_id", "datetime"]).orderBy("log_id").execute();
    const broken = rows.filter(
      (row, index) => row.log_id !== index + 1 || (index > 0 && row.datetime < rows[index - 1].datetime),
    );
    expect(broken).toEqual([]);
    const actions = await t.db
      .selectFrom("logs")
      .select("action")
      .where("user", "=", "consulta@adm.test")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["login", "logout"]));
  });
});
