// The hosts of the legacy admin (spec 1 §2), from one setting read on both sides: the console frames only
// their pages (/index/v9?url=…) and the server names them in its Content-Security-Policy (frame-src).

/**
 * The server setting naming the legacy admin's home page (spec 1 §4's hand-over), unset by default: then
 * nobody is handed over, and a v9 user lands on the console's home. /config.json publishes it as legacyUrl.
 */
export const LEGACY_SETTING = "ADM_LEGACY_URL";

/** The reference legacy admin's host, when VITE_LEGACY_HOSTS names none. */
export const DEFAULT_LEGACY_HOSTS: readonly string[] = ["legacy.adm.test"];

/** VITE_LEGACY_HOSTS (comma-separated) as lower-case hosts; the default when it names none. */
export function parseLegacyHosts(raw: string | undefined): string[] {
  const hosts = (raw ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return hosts.length > 0 ? hosts : [...DEFAULT_LEGACY_HOSTS];
}
