import type { AuthUser as ContractAuthUser } from "../src/contract/auth.ts";
import type { Region, Tenant } from "../src/contract/base.ts";
import type { CallDecl } from "../src/contract/define.ts";
import type { TokenService } from "./auth/tokens.ts";
import type { Db } from "./db/database.ts";
import type { NotificationHub } from "./notifications/hub.ts";

/** A signed-in staff user with the rules, regions and tenants derived from their active groups and roles. */
export type AuthUser = ContractAuthUser;
export type RegionInfo = Region;
export type TenantInfo = Tenant;
export type GroupInfo = AuthUser["groups"][number];

/** Settings of the login and audit defences (README, Settings). */
export type SecuritySettings = {
  /** How long a lockout lasts unless an administrator or a recovery lifts it sooner (ADM_LOCK_MINUTES). */
  lockMs: number;
  /** Reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustedProxies: string[];
  /** The console's public URL, the base of the links in mails (ADM_PUBLIC_URL), never the Host header. */
  publicUrl: string;
};

/** What every route factory receives: one instance per app so tests can build isolated apps. */
export type AppDeps = {
  db: Db;
  /** Every call the app mounts (the OpenAPI document lists them). */
  calls: readonly CallDecl[];
  clock: () => number;
  tokens: TokenService;
  hub: NotificationHub;
  security: SecuritySettings;
};

export type AppEnv = {
  Variables: {
    /** The app clock (ms), set for every request so helpers such as audit need no extra argument. */
    clock: () => number;
    /** The caller's address: the socket's, or X-Forwarded-For's when the socket is a trusted proxy. */
    clientIp: string;
    user: AuthUser;
    sessionId: string;
    /** Region name for this call: the region query parameter if given (and allowed), else the user's own. */
    region: string;
    /** Tenant code for this call: the tenant_code query parameter if given (and allowed), else the first. */
    tenant: string | null;
  };
};

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}
