// The dashboard home's analytics page (spec 2 §2, §7). The address is a server setting, ADM_ANALYTICS_URL:
// the dashboard's share call answers it, /config.json names its host (analyticsHost) to the console, which
// frames nothing from any other host, and the security headers allow framing it.

export const DEFAULT_ANALYTICS_URL = "https://analytics.adm.test/public/dashboard/operaciones-edge?embed=1";

/** The configured analytics address, or null when the setting is not an https address without credentials. */
export function analyticsAddress(setting: string | undefined = process.env.ADM_ANALYTICS_URL): URL | null {
  try {
    const url = new URL(setting?.trim() || DEFAULT_ANALYTICS_URL);
    return url.protocol === "https:" && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}
