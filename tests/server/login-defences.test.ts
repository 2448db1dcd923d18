import { verify } from "@node-rs/argon2";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { createTestApp, MINUTE, type TestApp } from "./helpers.ts";

// Issue 12 §2: the lockout holds under parallel attack, lifts by itself, and login reveals nothing about
// which e-mails have accounts. Password checks are counted by wrapping argon2's verify.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...real, verify: vi.fn((hashed: string, plain: string) => real.verify(hashed, plain)) };
});
const checks = vi.mocked(verify);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => {
  checks.mockClear();
});

let nextIp = 1;
/** Each scenario from its own address, so the per-address budget of one does not spill into another. */
const freshIp = () => `10.0.0.${nextIp++}`;
const attempt = (email: string, plain: string, ip: string) =>
  t.call("POST", "/services/auth/login", { body: { email, plain }, ip });
const failedChecks = (email: string) =>
  t.db
    .selectFrom("logs")
    .select("action")
    .where("user", "=", email)
    .where("action", "in", ["login_failed", "account_locked"])
    .execute();

describe("the lockout under a parallel burst", () => {
  it("checks at most five of 100 parallel wrong passwords, and a right password in the burst gets no token", async () => {
    const email = "consulta@adm.test";
    const ip = freshIp();
    const audited = (await failedChecks(email)).length;
    const passwords = Array.from({ length: 100 }, (_, i) => `mala-${i}`);
    passwords.splice(10, 0, DEMO_PASSWORD);
    const replies = await Promise.all(passwords.map((plain) => attempt(email, plain, ip)));
    expect(checks.mock.calls.length).toBeLessThanOrEqual(5);
    expect((await failedChecks(email)).length - audited).toBe(checks.mock.calls.length);
    expect(replies.filter((r) => r.http === 200)).toHaveLength(0);
    expect(replies[10].body.error).toBe("bloqued_account_exception");
    // Past the per-address budget (50 failures), 429.
    expect(new Set(replies.map((r) => r.http))).toEqual(new Set([401, 429]));
    const after = await attempt(email, DEMO_PASSWORD, freshIp());
    expect(after.body.error).toBe("bloqued_account_exception");
  });
});

describe("the lock lifts by itself", () => {
  it("answers bloqued_account_exception while locked, and lets the right password in after the lock time", async () => {
    const email = "apauat@adm.test";
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await attempt(email, `mala-${i}`, ip);
    t.clock.advance(14 * MINUTE);
    expect((await attempt(email, DEMO_PASSWORD, ip)).body.error).toBe("bloqued_account_exception");
    t.clock.advance(2 * MINUTE);
    expect((await attempt(email, DEMO_PASSWORD, ip)).http).toBe(200);
  });

  it("follows a configured lock time (ADM_LOCK_MINUTES → lockMs)", async () => {
    const short = await createTestApp({ scale: "small" }, { lockMs: 2 * MINUTE });
    const email = "v9@adm.test";
    const call = (plain: string) => short.call("POST", "/services/auth/login", { body: { email, plain } });
    for (let i = 0; i < 5; i++) await call(`mala-${i}`);
    expect((await call(DEMO_PASSWORD)).body.error).toBe("bloqued_account_exception");
    short.clock.advance(2 * MINUTE + 1);
    expect((await call(DEMO_PASSWORD)).http).toBe(200);
  });
});

describe("login reveals nothing about which e-mails have accounts", () => {
  it("spends one password check and answers auth_invalid_login for an unknown e-mail, as for a wrong password", async () => {
    const ip = freshIp();
    const unknown = await attempt("nadie@adm.test", "x", ip);
    expect(checks).toHaveBeenCalledTimes(1);
    const wrong = await attempt("operador@adm.test", "x", ip);
    expect(checks).toHaveBeenCalledTimes(2);
    expect(unknown.http).toBe(wrong.http);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("locks an unknown e-mail after five attempts exactly like an account", async () => {
    const ip = freshIp();
    const sequence = async (email: string) => {
      const codes: (string | null)[] = [];
      for (let i = 0; i < 7; i++) codes.push((await attempt(email, `mala-${i}`, ip)).body.error);
      return codes;
    };
    const known = await sequence("soporte@adm.test");
    expect(await sequence("fantasma@adm.test")).toEqual(known);
    expect(known.slice(3, 6)).toEqual([
      "auth_invalid_login",
      "bloqued_account_exception",
      "bloqued_account_exception",
    ]);
  });

  it("tells an inactive account apart only after the right password", async () => {
    const ip = freshIp();
    const wrong = await attempt("inactivo@adm.test", "x", ip);
    expect(wrong.body.error).toBe("auth_invalid_login");
    const right = await attempt("inactivo@adm.test", DEMO_PASSWORD, ip);
    expect(right.body.error).toBe("user_inactive");
  });
});

describe("rate limits with the envelope", () => {
  it("answers 429 too_many_requests after 50 failed logins from one address to an account that failed there", async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) {
      const reply = await attempt(`rociado${i}@adm.test`, "x", ip);
      expect(reply.http).toBe(401);
    }
    const limited = await attempt("rociado7@adm.test", "x", ip);
    expect(limited.http).toBe(429);
    expect(limited.body).toEqual({
      status: 429,
      result: null,
      error: "too_many_requests",
      extra: null,
      message: "too_many_requests",
    });
    expect((await attempt("operador@adm.test", DEMO_PASSWORD, freshIp())).http).toBe(200);
  });

  it("checks one password a lock once an e-mail failed 20 times in a day, from any addresses", async () => {
    const email = "cuota@adm.test";
    for (let i = 0; i < 20; i++) {
      expect((await attempt(email, "x", freshIp())).http).toBe(401);
      if (i % 5 === 4) t.clock.advance(16 * MINUTE);
    }
    checks.mockClear();
    expect((await attempt(email, "x", freshIp())).body.error).toBe("bloqued_account_exception");
    expect((await attempt(email, "y", freshIp())).body.error).toBe("bloqued_account_exception");
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it("does not count successful logins against the address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await attempt("admin@adm.test", DEMO_PASSWORD, ip)).http).toBe(200);
  });
});
