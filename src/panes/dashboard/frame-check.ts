// The dashboard home frames only https pages of the analytics host the serving host names (/config.json's
// analyticsHost, from the server setting ADM_ANALYTICS_URL): an address from anywhere else is refused.

export type FrameCheck =
  | { ok: true; href: string }
  | { ok: false; reason: "unconfigured" | "invalid" | "host" };

export function checkAnalyticsUrl(value: string, allowedHost: string): FrameCheck {
  if (!allowedHost) return { ok: false, reason: "unconfigured" };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (url.protocol !== "https:" || url.username || url.password) return { ok: false, reason: "invalid" };
  if (url.host.toLowerCase() !== allowedHost.toLowerCase()) return { ok: false, reason: "host" };
  return { ok: true, href: url.href };
}
