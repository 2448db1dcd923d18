import { describe, expect, it } from "vitest";
import { checkLegacyUrl, configuredLegacyHosts } from "./legacy-hosts";

const HOSTS = ["legacy.adm.test"];

describe("legacy admin url allow-list", () => {
  it("accepts https pages of an allowed host", () => {
    expect(checkLegacyUrl("https://legacy.adm.test/reportes/ventas?x=1", HOSTS)).toEqual({
      ok: true,
      href: "https://legacy.adm.test/reportes/ventas?x=1",
    });
    expect(checkLegacyUrl("https://LEGACY.adm.test/", HOSTS).ok).toBe(true);
  });

  it("refuses script and data urls, plain http, foreign and look-alike hosts, credentials and ports", () => {
    const refused: [string, string][] = [
      ["javascript:alert(1)", "protocol"],
      ["JaVaScRiPt:alert(1)", "protocol"],
      ["data:text/html,<script>alert(1)</script>", "protocol"],
      ["http://legacy.adm.test/", "protocol"],
      ["https://evil.test/", "host"],
      ["https://legacy.adm.test.evil.test/", "host"],
      ["https://evillegacy.adm.test/", "host"],
      ["https://user:pw@legacy.adm.test/", "host"],
      ["https://legacy.adm.test:8443/", "host"],
      ["//legacy.adm.test/x", "invalid"],
      ["/index/main", "invalid"],
      ["", "missing"],
    ];
    for (const [url, reason] of refused)
      expect(checkLegacyUrl(url, HOSTS), url).toEqual({ ok: false, reason });
    expect(checkLegacyUrl(undefined, HOSTS)).toEqual({ ok: false, reason: "missing" });
  });

  it("reads the configured host list, defaulting to legacy.adm.test", () => {
    expect(configuredLegacyHosts("", "")).toEqual(["legacy.adm.test"]);
    expect(configuredLegacyHosts(" a.test, B.test ,", "")).toEqual(["a.test", "b.test"]);
  });

  it("adds the host of the legacy admin the serving host names (ADM_LEGACY_URL)", () => {
    expect(configuredLegacyHosts("", "https://Admin.legacy.example/inicio")).toEqual([
      "legacy.adm.test",
      "admin.legacy.example",
    ]);
    expect(configuredLegacyHosts("", "https://legacy.adm.test/")).toEqual(["legacy.adm.test"]);
  });
});
