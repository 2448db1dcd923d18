import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./context.ts";

/** Node reports IPv4 peers of a dual-stack socket as IPv4-mapped IPv6 addresses. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

/** TRUST_PROXY: comma-separated addresses of the load balancers in front of the server. */
export function parseTrustedProxies(value: string | undefined): ReadonlySet<string> {
  return new Set(
    (value ?? "")
      .split(",")
      .map((a) => plain(a.trim()))
      .filter(Boolean),
  );
}

/**
 * The client's address for the audit log. X-Forwarded-For is anyone's to write, so it counts only when the
 * request comes from a trusted proxy; each proxy appends the address it saw, so the client is the last entry
 * that is not itself a trusted proxy.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: ReadonlySet<string>,
): string {
  if (!peer) return "unknown";
  const direct = plain(peer);
  if (!trusted.has(direct)) return direct;
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((a) => plain(a.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) if (!trusted.has(hops[i])) return hops[i];
  return hops[0] ?? direct;
}

export function clientIp(c: Context<AppEnv>): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
  }
  return clientAddress(peer, c.req.header("x-forwarded-for"), c.var.trustedProxies ?? new Set());
}
