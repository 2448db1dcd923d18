import type { AuthUser as ContractAuthUser } from "../src/contract/auth.ts";
import type { Region, Tenant } from "../src/contract/base.ts";
import type { CallDecl } from "../src/contract/define.ts";
import type { Db } from "./db/database.ts";
import type { JobQueue } from "./jobs/worker.ts";
import type { TokenService } from "./platform/auth/tokens.ts";
import type { Bus } from "./platform/bus/bus.ts";
import type { NotificationHub } from "./platform/notifications/hub.ts";
import type { Revealers } from "./platform/reveal.ts";

/** A signed-in staff user with the rules, regions and tenants derived from their active groups and roles. */
export type AuthUser = ContractAuthUser;
export type RegionInfo = Region;
export type TenantInfo = Tenant;
export type GroupInfo = AuthUser["groups"][number];

/** Settings of the login and audit defences (README, Settings). */
export type SecuritySettings = {
  /** How long a lockout lasts unless an administrator or a recovery lifts it sooner (ADM_LOCK_MINUTES). */
  lockMs: number;
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
  /** Messages to every server process sharing the database (wake job workers, drop caches…). */
  bus: Bus;
  /** Background jobs, run once by whichever server process claims them (a module's `jobs` handlers). */
  jobs: JobQueue;
  /** The readers of a masked value by reveal kind (every mounted module's `revealers`). */
  revealers: Revealers;
};

export type AppEnv = {
  Variables: {
    /** The app clock (ms), set for every request so helpers such as audit need no extra argument. */
    clock: () => number;
    /** Load balancers whose X-Forwarded-For names the client (TRUST_PROXY; server/client-ip.ts). */
    trustedProxies: ReadonlySet<string>;
    /** The caller's address (clientIp: the socket's, or the last untrusted X-Forwarded-For hop), set once. */
    clientIp: string;
    user: AuthUser;
    sessionId: string;
    /**
     * Region name for this call, always one the user holds: the region query parameter if given (and
     * allowed), else their home region if held, else their first; null when they hold none.
     */
    region: string | null;
    /** Tenant code for this call: the tenant_code query parameter if given (and allowed), else the first. */
    tenant: string | null;
  };
};

export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}
