import { verify } from "@node-rs/argon2";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { createTestApp, MINUTE, type TestApp } from "./helpers.ts";

// Issue 28 §4: the lockout keeps an attacker slow without locking the owner out. After four lock cycles the
// day's budget used to refuse even the right password for up to 24 h, and one address's 50 failures refused
// every user behind it (an office NAT). Password checks are counted by wrapping argon2's verify.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...real, verify: vi.fn((hashed: string, plain: string) => real.verify(hashed, plain)) };
});
const checks = vi.mocked(verify);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const LOCK = 15 * MINUTE;
const attempt = (email: string, plain: string, ip: string) =>
  t.call("POST", "/services/auth/login", { body: { email, plain }, ip });

describe("the owner's right password after each lock cycle", () => {
  it("is accepted after every cycle, while past the day's budget a burst gets one check a cycle", async () => {
    const email = "soporte@adm.test";
    const table: string[] = ["cycle | burst | checks | owner's right password"];
    for (let cycle = 1; cycle <= 8; cycle++) {
      checks.mockClear();
      const burst = Array.from({ length: 20 }, (_, i) =>
        attempt(email, `mala-${cycle}-${i}`, `10.28.${cycle}.${i}`),
      );
      const replies = await Promise.all(burst);
      const checked = checks.mock.calls.length;
      expect(replies.filter((r) => r.http === 200)).toHaveLength(0);
      expect(checked).toBe(cycle <= 4 ? 5 : 1);
      t.clock.advance(LOCK + 1);
      const owner = await attempt(email, DEMO_PASSWORD, "192.0.2.10");
      table.push(`${cycle} | 20 | ${checked} | ${owner.http} ${owner.body.error ?? "ok"}`);
      expect(owner.http, `cycle ${cycle}`).toBe(200);
    }
    console.info(`login throttle (lock ${LOCK / MINUTE} min):\n${table.join("\n")}`);
  });

  it("locks again at once on a wrong password past the budget, and the lock still answers the right one", async () => {
    const email = "consulta@adm.test";
    for (let cycle = 0; cycle < 4; cycle++) {
      for (let i = 0; i < 5; i++) await attempt(email, `mala-${cycle}-${i}`, `10.29.${cycle}.${i}`);
      t.clock.advance(LOCK + 1);
    }
    const wrong = await attempt(email, "mala-tras-cupo", "10.29.9.1");
    expect(wrong.body.error).toBe("bloqued_account_exception");
    const locked = await t.db
      .selectFrom("logs")
      .select("message")
      .where("action", "=", "account_locked")
      .where("user", "=", email)
      .orderBy("log_id", "desc")
      .executeTakeFirstOrThrow();
    expect(locked.message).toMatch(/cupo diario/);
    expect((await attempt(email, DEMO_PASSWORD, "192.0.2.11")).body.error).toBe("bloqued_account_exception");
    t.clock.advance(LOCK + 1);
    expect((await attempt(email, DEMO_PASSWORD, "192.0.2.11")).http).toBe(200);
  });
});

describe("an address's spent budget", () => {
  it("refuses the accounts that failed from it, not every user behind it", async () => {
    const nat = "203.0.113.7";
    for (let i = 0; i < 50; i++) expect((await attempt(`rociado${i}@adm.test`, "x", nat)).http).toBe(401);
    const again = await attempt("rociado0@adm.test", "x", nat);
    expect(again.http).toBe(429);
    expect(again.body.error).toBe("too_many_requests");
    // A colleague behind the same address signs in.
    expect((await attempt("apauat@adm.test", DEMO_PASSWORD, nat)).http).toBe(200);
    // A sprayer gets one check for an account it has not tried from there, then waits.
    checks.mockClear();
    expect((await attempt("nuevo@adm.test", "x", nat)).http).toBe(401);
    expect((await attempt("nuevo@adm.test", "y", nat)).http).toBe(429);
    expect(checks).toHaveBeenCalledTimes(1);
  });
});

describe("the administrator's view of locked accounts", () => {
  it("lists each locked account with until when, why and from which address", async () => {
    for (let i = 0; i < 5; i++) await attempt("v9@adm.test", `mala-${i}`, "198.51.100.9");
    for (let cycle = 0; cycle < 4; cycle++) {
      for (let i = 0; i < 5; i++) await attempt("operador@adm.test", `mala-${cycle}-${i}`, "198.51.100.20");
      if (cycle < 3) t.clock.advance(LOCK + 1);
    }
    t.clock.advance(LOCK + 1);
    await attempt("operador@adm.test", "mala-tras-cupo", "198.51.100.21");
    const admin = await t.login("admin@adm.test");
    const reply = await t.call("GET", "/services/user/locked", { token: admin });
    expect(reply.http).toBe(200);
    const byEmail = new Map(reply.body.result.map((row: { email: string }) => [row.email, row]));
    expect(byEmail.get("v9@adm.test")).toBeUndefined(); // its lock ran out while operador's cycles went by
    const operador = byEmail.get("operador@adm.test");
    expect(operador).toMatchObject({ reason: "budget", failed_today: 21, address: "198.51.100.21" });
    for (let i = 0; i < 5; i++) await attempt("v9@adm.test", `otra-${i}`, "198.51.100.9");
    const again = await t.call("GET", "/services/user/locked", { token: admin });
    const v9 = again.body.result.find((row: { email: string }) => row.email === "v9@adm.test");
    expect(v9).toMatchObject({ reason: "attempts", address: "198.51.100.9" });
    expect(Date.parse(v9.unlocks_at) - Date.parse(v9.locked_at)).toBe(LOCK);
    const consulta = await t.login("consulta@adm.test");
    expect((await t.call("GET", "/services/user/locked", { token: consulta })).http).toBe(403);
  });
});
