import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export type BrowserPolicy = {
  /** Hosts the console may frame: the legacy admin's allow-list and the analytics host. */
  frameHosts: readonly string[];
  /** Origins the console calls besides its own (ADM_SERVICES_URL on another origin). */
  connectOrigins: readonly string[];
};

/**
 * The console's Content-Security-Policy. Scripts only from the console's own files (no inline script, no
 * eval): an injected <script> or on* attribute does not run, which matters because the session token sits
 * in localStorage (README). Styles allow inline because Radix (scroll lock) and sonner insert <style>
 * elements at run time; style injection cannot run code. Frames only the legacy admin and the analytics
 * page, and nobody may frame the console (clickjacking). A page of this server with an inline script of its own
 * (the contract's reference) names that exact script, by its hash, in inlineScripts.
 */
export function contentSecurityPolicy(policy: BrowserPolicy, inlineScripts: readonly string[] = []): string {
  const frames = policy.frameHosts.map((host) => `https://${host}`);
  const hashes = inlineScripts.map(
    (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
  );
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...hashes].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...policy.connectOrigins].join(" ")}`,
    "worker-src 'self'",
    `frame-src ${frames.length ? frames.join(" ") : "'none'"}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * Adds the headers to every response that does not set its own: a route with other needs (a reference page
 * with a different script) sets its Content-Security-Policy itself and this leaves it alone.
 */
export function securityHeaders(policy: BrowserPolicy): MiddlewareHandler {
  const csp = contentSecurityPolicy(policy);
  const headers: [string, string][] = [
    ["Content-Security-Policy", csp],
    ["X-Content-Type-Options", "nosniff"],
    // Nothing of a console URL (a subscriber's e-mail in a pane's state) goes to another site.
    ["Referrer-Policy", "same-origin"],
    // frame-ancestors for browsers that predate it.
    ["X-Frame-Options", "DENY"],
  ];
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}

/**
 * Answers of /services carry personal data (the profile, staff users, subscribers, the directory, exports)
 * as one session sees it: no browser or proxy cache may keep them. A route whose answer may be kept (the
 * reference page's script) sets its own Cache-Control, which stays.
 */
export const servicesNoStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
};

/** The origin of an absolute services URL (another server), or null when it is a path on this origin. */
export function servicesOrigin(servicesBase: string): string | null {
  try {
    return new URL(servicesBase).origin;
  } catch {
    return null;
  }
}
