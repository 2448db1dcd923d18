import { describe, expect, it } from "vitest";
import { checkAnalyticsUrl } from "./frame-check";

describe("analytics frame address", () => {
  it("frames https pages of the configured host only", () => {
    const host = "analytics.adm.test";
    expect(checkAnalyticsUrl("https://analytics.adm.test/public/d/1?embed=1", host)).toEqual({
      ok: true,
      href: "https://analytics.adm.test/public/d/1?embed=1",
    });
    expect(checkAnalyticsUrl("https://ANALYTICS.adm.test/x", host).ok).toBe(true);
    expect(checkAnalyticsUrl("https://evil.test/x", host)).toEqual({ ok: false, reason: "host" });
    expect(checkAnalyticsUrl("https://analytics.adm.test.evil.test/x", host)).toEqual({
      ok: false,
      reason: "host",
    });
    expect(checkAnalyticsUrl("https://analytics.adm.test:8443/x", host)).toEqual({
      ok: false,
      reason: "host",
    });
    expect(checkAnalyticsUrl("http://analytics.adm.test/x", host)).toEqual({ ok: false, reason: "invalid" });
    expect(checkAnalyticsUrl("javascript:alert(1)", host)).toEqual({ ok: false, reason: "invalid" });
    expect(checkAnalyticsUrl("https://u:p@analytics.adm.test/x", host)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(checkAnalyticsUrl("/relative", host)).toEqual({ ok: false, reason: "invalid" });
    expect(checkAnalyticsUrl("https://analytics.adm.test/x", "")).toEqual({
      ok: false,
      reason: "unconfigured",
    });
  });
});
