import type { ShareResult } from "../../src/contract/dashboard.ts";

// The dashboard home's analytics page (spec 2 §2, §7: GET dashboard/share answers result.url). The address is
// a server setting, ADM_ANALYTICS_URL; the console frames it only when its host is the one the serving host
// names in /config.json (analyticsHost), which is this same setting's host.

export const DEFAULT_ANALYTICS_URL = "https://analytics.adm.test/public/dashboard/operaciones-edge?embed=1";

/** The configured analytics address: https, no credentials; else the default (a bad setting is a mistake). */
export function analyticsAddress(setting: string | undefined = process.env.ADM_ANALYTICS_URL): URL {
  try {
    const url = new URL(setting ?? DEFAULT_ANALYTICS_URL);
    if (url.protocol === "https:" && !url.username && !url.password) return url;
  } catch {
    // Falls through to the default below.
  }
  console.warn(
    `ADM_ANALYTICS_URL is not an https address without credentials: using ${DEFAULT_ANALYTICS_URL}`,
  );
  return new URL(DEFAULT_ANALYTICS_URL);
}

export const shareResult = (): ShareResult => ({ url: analyticsAddress().href });
