import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustedProxies } from "./client-ip.ts";

const balancer = parseTrustedProxies(" 172.28.0.10 ,::ffff:10.0.0.2");

describe("client address behind TRUST_PROXY", () => {
  it("ignores X-Forwarded-For from a peer that is not a trusted proxy (anyone can write it)", () => {
    expect(clientAddress("203.0.113.7", "198.51.100.1", balancer)).toBe("203.0.113.7");
    expect(clientAddress("203.0.113.7", "198.51.100.1", new Set())).toBe("203.0.113.7");
  });

  it("takes the address the trusted balancer appended, not what the client claimed before it", () => {
    expect(clientAddress("::ffff:172.28.0.10", "6.6.6.6, 198.51.100.1", balancer)).toBe("198.51.100.1");
    expect(clientAddress("172.28.0.10", "198.51.100.1, 10.0.0.2", balancer)).toBe("198.51.100.1");
  });

  it("falls back to the peer, or unknown without a socket", () => {
    expect(clientAddress("172.28.0.10", undefined, balancer)).toBe("172.28.0.10");
    expect(clientAddress(undefined, "198.51.100.1", balancer)).toBe("unknown");
  });
});
