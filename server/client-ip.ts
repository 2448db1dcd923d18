import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

// The address the audit log and the per-IP rate limits use. X-Forwarded-For is written by whoever sends the
// request, so it is believed only when the socket's peer is a proxy named in TRUST_PROXY; then the client is
// the right-most address that is not itself a trusted proxy (entries further left are the client's claims).

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
function plain(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

/** TRUST_PROXY: comma-separated addresses of the reverse proxies in front of the server. */
export function parseTrustedProxies(value: string | undefined): string[] {
  return (value ?? "").split(",").map(plain).filter(Boolean);
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket unless the test passes one.
    return undefined;
  }
}

export function resolveClientIp(c: Context, trustedProxies: readonly string[]): string {
  const peer = socketAddress(c);
  if (!peer) return "unknown";
  const socket = plain(peer);
  if (!trustedProxies.includes(socket)) return socket;
  const forwarded = (c.req.header("x-forwarded-for") ?? "").split(",").map(plain).filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    if (!trustedProxies.includes(forwarded[i])) return forwarded[i];
  }
  return forwarded[0] ?? socket;
}
