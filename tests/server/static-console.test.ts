import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../server/app.ts";
import { openDatabase } from "../../server/db/database.ts";
import { migrateToLatest } from "../../server/db/migrator.ts";
import { readSettings } from "../../server/settings.ts";
import { mountConsole, mountConsoleConfig } from "../../server/static-console.ts";

const INDEX = "<!doctype html><title>ADM</title><div id=root></div>";
let app: ReturnType<typeof createApp>;
let withSignInLink: ReturnType<typeof createApp>;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "adm-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "assets", "app.js"), "console.log('adm')");
  const db = openDatabase(":memory:");
  await migrateToLatest(db);
  app = createApp({ db, secret: "static-test" });
  mountConsoleConfig(app, "https://api.adm.test/services");
  expect(mountConsole(app, dist)).toBe(true);
  withSignInLink = createApp({ db, secret: "static-test" });
  expect(mountConsole(withSignInLink, dist, { signInLink: true })).toBe(true);
});

describe("serving the built console", () => {
  it("serves files from dist and index.html for html5 routes", async () => {
    const asset = await app.request("/assets/app.js");
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain("adm");
    for (const path of ["/", "/login", "/index/main", "/system/logs"]) {
      const page = await app.request(path);
      expect(page.status, path).toBe(200);
      expect(await page.text()).toBe(INDEX);
    }
  });

  it("answers 404 for a missing file and keeps /services as JSON", async () => {
    expect((await app.request("/assets/missing.js")).status).toBe(404);
    const services = await app.request("/services/nothing");
    expect(services.status).toBe(404);
    expect(await services.json()).toMatchObject({ error: "not_found" });
  });

  it("publishes the services base in /config.json", async () => {
    const reply = await app.request("/config.json");
    expect(await reply.json()).toEqual({ servicesBase: "https://api.adm.test/services" });
  });

  it("keeps the sign-in link off unless enabled, and never logs it with its query (issue 28 §10)", async () => {
    const logged: unknown[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args) => void logged.push(...args)),
    );
    const link = "/index/main?user=v9%40adm.test&pass=Secreto-2026&v9=1";
    const off = await app.request(link);
    expect(off.status).toBe(303);
    expect(off.headers.get("location")).toBe("/index/main?v9=1");
    const on = await withSignInLink.request(link);
    expect(on.status).toBe(200);
    expect(await on.text()).toBe(INDEX);
    expect(on.headers.get("referrer-policy")).toBe("no-referrer");
    expect(on.headers.get("cache-control")).toBe("no-store");
    for (const spy of spies) spy.mockRestore();
    expect(JSON.stringify(logged)).not.toContain("Secreto-2026");
    // The settings table: off by default, on only when asked.
    expect(readSettings({}).signInLink).toBe(false);
    expect(readSettings({ ADM_SIGNIN_LINK: "on" }).signInLink).toBe(true);
    expect(() => readSettings({ ADM_SIGNIN_LINK: "quizás" })).toThrow(/ADM_SIGNIN_LINK/);
  });

  it("reports a missing build instead of serving nothing silently", () => {
    expect(mountConsole(app, join(tmpdir(), "adm-no-such-dist"))).toBe(false);
  });
});
