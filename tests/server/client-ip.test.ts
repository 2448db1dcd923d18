import { describe, expect, it } from "vitest";
import { parseTrustedProxies } from "../../server/client-ip.ts";
import { createTestApp, lastLog } from "./helpers.ts";

// Issue 12 §2: X-Forwarded-For names the audit IP only when the socket's peer is a proxy named in TRUST_PROXY.

const loginFrom = async (trusted: string[], ip: string, forwarded: string) => {
  const t = await createTestApp({ scale: "small" }, { trustedProxies: new Set(trusted) });
  await t.call("POST", "/services/auth/login", {
    body: { email: "nadie@adm.test", plain: "x" },
    ip,
    headers: { "x-forwarded-for": forwarded },
  });
  return (await lastLog(t.db, "login_failed")).ip;
};

describe("the audit IP", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For claims", async () => {
    expect(await loginFrom([], "203.0.113.7", "1.2.3.4")).toBe("203.0.113.7");
  });

  it("is the socket's address when the peer is not the trusted proxy", async () => {
    expect(await loginFrom(["10.0.0.1"], "203.0.113.7", "1.2.3.4")).toBe("203.0.113.7");
  });

  it("is the right-most untrusted X-Forwarded-For entry behind a trusted proxy (left entries are claims)", async () => {
    expect(
      await loginFrom(["10.0.0.1", "10.0.0.2"], "::ffff:10.0.0.1", "6.6.6.6, 198.51.100.9, 10.0.0.2"),
    ).toBe("198.51.100.9");
  });

  it("reads TRUST_PROXY as a comma-separated list", () => {
    expect(parseTrustedProxies(" 10.0.0.1, ::ffff:10.0.0.2 ,")).toEqual(new Set(["10.0.0.1", "10.0.0.2"]));
    expect(parseTrustedProxies(undefined)).toEqual(new Set());
  });
});
