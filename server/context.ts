import type { Rule } from "../src/permissions/catalog.ts";
import type { TokenService } from "./auth/tokens.ts";
import type { Db } from "./db/database.ts";
import type { Bus } from "./notifications/bus.ts";
import type { NotificationHub } from "./notifications/hub.ts";

export type RegionInfo = { region_id: number; name: string; title: string };
export type TenantInfo = { tenant_id: number; code: string; title: string };
export type GroupInfo = {
  group_id: number;
  name: string;
  title: string;
  regions: RegionInfo[];
  tenants: TenantInfo[];
};

/** A signed-in staff user with the rules, regions and tenants derived from their active groups and roles. */
export type AuthUser = {
  user_id: number;
  name: string;
  fullname: string;
  email: string;
  root: 0 | 1;
  region_id: number;
  region: string;
  tz_id: number;
  rules: Rule[];
  groups: GroupInfo[];
  regions: RegionInfo[];
  tenants: TenantInfo[];
};

/** What every route factory receives: one instance per app so tests can build isolated apps. */
export type AppDeps = {
  db: Db;
  clock: () => number;
  tokens: TokenService;
  hub: NotificationHub;
  /** Messages to every server process sharing the database (wake job workers, drop caches…). */
  bus: Bus;
};

export type AppEnv = {
  Variables: {
    /** The app clock (ms), set for every request so helpers such as audit need no extra argument. */
    clock: () => number;
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
