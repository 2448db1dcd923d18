import { dirname, join } from "node:path";
import { ANALYTICS_SETTING } from "../src/contract/dashboard-results.ts";
import { LEGACY_SETTING, parseLegacyHosts } from "../src/contract/legacy-hosts.ts";
import { analyticsAddress } from "./analytics-address.ts";
import { parseTrustedProxies } from "./client-ip.ts";
import { isPostgresUrl } from "./db/database.ts";
import { httpsAddress, settingGiven } from "./https-setting.ts";
import { DEFAULT_LOCK_MS } from "./platform/auth/lockout.ts";
import { type BrowserPolicy, servicesOrigin } from "./security-headers.ts";

type Env = Record<string, string | undefined>;

export type ServerSettings = {
  port: number;
  /** DATABASE_URL (postgres://…, shared by the replicas) or else ADM_DB (a SQLite file). */
  location: string;
  servicesBase: string;
  lockMs: number;
  trustedProxies: ReadonlySet<string>;
  publicUrl: string;
  mailSink: string;
  /** ADM_ANALYTICS_URL's host, the one analytics host the dashboard home frames ("" while none is set). */
  analyticsHost: string;
  /** ADM_LEGACY_URL: the legacy admin's home page a v9 user is handed over to ("" while none is set). */
  legacyUrl: string;
  browser: BrowserPolicy;
  /** ADM_SIGNIN_LINK: whether /index/main?user=&pass= (spec 1 §4) signs in; off unless enabled. */
  signInLink: boolean;
};

/** ADM_LOCK_MINUTES: a positive number of minutes; anything else is a startup error, not a silent default. */
export function lockMsFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_LOCK_MS;
  const minutes = Number(value);
  if (!Number.isFinite(minutes) || minutes <= 0)
    throw new Error(`ADM_LOCK_MINUTES must be a positive number of minutes, got "${value}"`);
  return minutes * 60_000;
}

/** ADM_SIGNIN_LINK: "on" (or 1, true) enables the sign-in link; unset, "off", 0 or false leave it off. */
export function signInLinkFrom(value: string | undefined): boolean {
  const setting = (value ?? "").trim().toLowerCase();
  if (["", "off", "0", "false"].includes(setting)) return false;
  if (["on", "1", "true"].includes(setting)) return true;
  throw new Error(`ADM_SIGNIN_LINK must be on or off, got "${value}"`);
}

/** ADM_LEGACY_URL: unset, or an https address without credentials or port (the console frames no other). */
export function legacyUrlFrom(value: string | undefined): string {
  if (!settingGiven(value)) return "";
  const url = httpsAddress(value);
  if (!url || url.port)
    throw new Error(`${LEGACY_SETTING} must be an https address without credentials or port, got "${value}"`);
  return url.href;
}

/** The server's environment (README, Settings), read once at startup. */
export function readSettings(env: Env): ServerSettings {
  const port = Number(env.PORT ?? 8080);
  const location = env.DATABASE_URL || env.ADM_DB || "data/adm.sqlite";
  // Beside a SQLite file; a PostgreSQL URL has no folder.
  const dataDir = isPostgresUrl(location) ? "data" : dirname(location);
  const servicesBase = env.ADM_SERVICES_URL ?? "/services";
  const otherOrigin = servicesOrigin(servicesBase);
  // None until ADM_ANALYTICS_URL names a valid page (the dashboard home then says how to configure one).
  const analyticsHost = analyticsAddress(env[ANALYTICS_SETTING])?.host ?? "";
  // None until ADM_LEGACY_URL names the legacy admin: its host joins the legacy hosts the console may frame.
  const legacyUrl = legacyUrlFrom(env[LEGACY_SETTING]);
  const legacyHosts = new Set(parseLegacyHosts(env.VITE_LEGACY_HOSTS));
  if (legacyUrl) legacyHosts.add(new URL(legacyUrl).hostname);
  return {
    port,
    location,
    servicesBase,
    lockMs: lockMsFrom(env.ADM_LOCK_MINUTES),
    trustedProxies: parseTrustedProxies(env.TRUST_PROXY),
    publicUrl: env.ADM_PUBLIC_URL ?? `http://localhost:${port}`,
    mailSink: env.ADM_MAIL_SINK ?? join(dataDir, "mail.jsonl"),
    analyticsHost,
    legacyUrl,
    signInLink: signInLinkFrom(env.ADM_SIGNIN_LINK),
    browser: {
      frameHosts: [...legacyHosts, ...(analyticsHost ? [analyticsHost] : [])],
      connectOrigins: otherOrigin ? [otherOrigin] : [],
    },
  };
}
