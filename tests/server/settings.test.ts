import { describe, expect, it } from "vitest";
import { legacyUrlFrom, lockMsFrom, readSettings } from "../../server/settings.ts";

describe("server settings from the environment", () => {
  it("reads ADM_LOCK_MINUTES (default 15) and refuses a value that is not a positive number", () => {
    expect(lockMsFrom(undefined)).toBe(15 * 60_000);
    expect(lockMsFrom("30")).toBe(30 * 60_000);
    expect(lockMsFrom("0.5")).toBe(30_000);
    for (const bad of ["0", "-5", "quince", "Infinity"])
      expect(() => lockMsFrom(bad)).toThrow(/ADM_LOCK_MINUTES/);
  });

  it("defaults the mail sink beside the database and the public URL to the local port", () => {
    const settings = readSettings({ PORT: "9000", ADM_DB: "/srv/adm/adm.sqlite" });
    expect(settings.mailSink).toBe("/srv/adm/mail.jsonl");
    expect(settings.publicUrl).toBe("http://localhost:9000");
    expect(settings.trustedProxies).toEqual(new Set());
    expect(settings.browser.connectOrigins).toEqual([]);
  });

  it("frames no analytics host until ADM_ANALYTICS_URL names one (spec 2 §2's dashboard home)", () => {
    expect(readSettings({}).browser.frameHosts).toEqual(["legacy.adm.test"]);
    const configured = readSettings({ ADM_ANALYTICS_URL: "https://bi.adm.test/public/d/1?embed=1" });
    expect(configured.browser.frameHosts).toEqual(["legacy.adm.test", "bi.adm.test"]);
  });

  it("hands nobody over until ADM_LEGACY_URL names the legacy admin (spec 1 §4), whose host may then be framed", () => {
    expect(readSettings({}).legacyUrl).toBe("");
    const configured = readSettings({ ADM_LEGACY_URL: " https://admin.legacy.example/inicio " });
    expect(configured.legacyUrl).toBe("https://admin.legacy.example/inicio");
    expect(configured.browser.frameHosts).toEqual(["legacy.adm.test", "admin.legacy.example"]);
    for (const bad of [
      "http://admin.legacy.example/",
      "https://u:p@admin.legacy.example/",
      "https://admin.legacy.example:8443/",
      "legacy",
    ])
      expect(() => legacyUrlFrom(bad)).toThrow(/ADM_LEGACY_URL/);
  });
});
