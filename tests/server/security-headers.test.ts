import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { openDatabase } from "../../server/db/database.ts";
import { migrateToLatest } from "../../server/db/migrator.ts";
import { contentSecurityPolicy } from "../../server/security-headers.ts";
import { readSettings } from "../../server/settings.ts";
import { mountConsole } from "../../server/static-console.ts";

// Issue 12 §4: every response carries the browser hardening headers; the CSP runs no inline script and
// frames only the legacy admin and the analytics page.

let app: ReturnType<typeof createApp>;
const settings = readSettings({
  VITE_LEGACY_HOSTS: "legacy.adm.test, admin.legacy.test",
  ADM_ANALYTICS_URL: "https://bi.adm.test/public/dashboard/operaciones?embed=1",
  ADM_SERVICES_URL: "https://api.adm.test/services",
});

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "adm-dist-"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><div id=root></div>");
  const db = openDatabase(":memory:");
  await migrateToLatest(db);
  app = createApp({ db, secret: "headers-test", browser: settings.browser });
  app.get("/reference", (c) => {
    c.header("Content-Security-Policy", "default-src 'self'; script-src 'self'");
    return c.text("reference");
  });
  mountConsole(app, dist);
});

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe("browser hardening headers", () => {
  it("are on the console's pages and on /services answers, errors included", async () => {
    for (const path of ["/", "/index/main", "/services/auth/renew", "/services/nothing"]) {
      const reply = await app.request(path, { method: path.endsWith("renew") ? "POST" : "GET" });
      expect(reply.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(reply.headers.get("referrer-policy"), path).toBe("same-origin");
      expect(reply.headers.get("x-frame-options"), path).toBe("DENY");
      expect(reply.headers.get("content-security-policy"), path).toBe(
        contentSecurityPolicy(settings.browser),
      );
    }
  });

  it("allow no inline script, and frame only the legacy hosts and the analytics host; nobody frames the console", () => {
    const csp = directives(contentSecurityPolicy(settings.browser));
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual([
      "https://legacy.adm.test",
      "https://admin.legacy.test",
      "https://bi.adm.test",
    ]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["connect-src"]).toEqual(["'self'", "https://api.adm.test"]);
  });

  it("leave a route's own Content-Security-Policy alone", async () => {
    const reply = await app.request("/reference");
    expect(reply.headers.get("content-security-policy")).toBe("default-src 'self'; script-src 'self'");
    expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("the contract's reference page", () => {
  it("has a policy of its own that runs exactly its one inline script (by hash) and this server's files", async () => {
    const reply = await app.request("/services/reference");
    const html = await reply.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash("sha256").update(inline[0]).digest("base64");
    const csp = directives(reply.headers.get("content-security-policy") ?? "");
    expect(csp["script-src"]).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("the console's page under that policy", () => {
  // Vite only swaps the entry <script src> of index.html for the built one (no inline bootstrap, checked on
  // the built app by the end-to-end suite, which fails on any CSP violation).
  it("has no inline script or inline event handler in index.html", () => {
    const html = readFileSync(join(process.cwd(), "index.html"), "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(body.trim()).toBe("");
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
