// The embedded legacy admin (spec 1 §2, /index/v9?url=…) only frames pages of the legacy admin's own
// hosts: https, no credentials, no other port, and nothing else (javascript:, data:, foreign hosts).
// The hosts come from VITE_LEGACY_HOSTS at build time (comma-separated), else the reference default, plus the
// host of the legacy admin the serving host names (ADM_LEGACY_URL, /config.json's legacyUrl); the server reads
// the same settings for its Content-Security-Policy (src/contract/legacy-hosts.ts).

import { getLegacyUrl } from "../api/config";
import { parseLegacyHosts } from "../contract/legacy-hosts";

export function configuredLegacyHosts(
  raw: string | undefined = import.meta.env?.VITE_LEGACY_HOSTS,
  legacyUrl: string = getLegacyUrl(),
): string[] {
  const hosts = parseLegacyHosts(raw);
  const handover = legacyUrl ? new URL(legacyUrl).hostname.toLowerCase() : "";
  return handover && !hosts.includes(handover) ? [...hosts, handover] : hosts;
}

export type LegacyUrlCheck =
  | { ok: true; href: string }
  | { ok: false; reason: "missing" | "invalid" | "protocol" | "host" };

export function checkLegacyUrl(
  value: string | undefined,
  hosts: readonly string[] = configuredLegacyHosts(),
): LegacyUrlCheck {
  const text = value?.trim() ?? "";
  if (text === "") return { ok: false, reason: "missing" };
  let url: URL;
  try {
    // No base: a relative or scheme-less value is refused rather than resolved against the console.
    url = new URL(text);
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (url.protocol !== "https:") return { ok: false, reason: "protocol" };
  if (url.username || url.password || url.port) return { ok: false, reason: "host" };
  if (!hosts.includes(url.hostname.toLowerCase())) return { ok: false, reason: "host" };
  return { ok: true, href: url.href };
}
