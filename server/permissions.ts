import type { Transaction } from "kysely";
import type { Privilege, Rule } from "../src/permissions/catalog.ts";
import { PRIVILEGES } from "../src/permissions/catalog.ts";
import type { AuthUser, GroupInfo, RegionInfo, TenantInfo } from "./context.ts";
import type { Db } from "./db/database.ts";
import type { Database } from "./db/schema.ts";
import { ALL_USERS_VERSION } from "./db/tables/base.ts";

/** The region standing for "all regions" in a group (spec 1 §3). */
export const GENERIC_REGION = "generic";

type Membership = { group_id: number; group_name: string; group_title: string } & Record<Privilege, number>;

/**
 * Which of a user's grants count: "active" (what they may do now) or "all", the dormant ones too (an
 * inactive group, role or module that reactivating would hand back: what taking the account is worth).
 */
export type GrantScope = "active" | "all";

async function memberships(db: Db, userId: number, grants: GrantScope): Promise<Membership[]> {
  return db
    .selectFrom("user_group_profiles as ugp")
    .innerJoin("groups as g", "g.group_id", "ugp.group_id")
    .innerJoin("profiles as p", "p.profile_id", "ugp.profile_id")
    .where("ugp.user_id", "=", userId)
    .$if(grants === "active", (q) => q.where("g.active", "=", 1).where("p.active", "=", 1))
    .select(["g.group_id", "g.name as group_name", "g.title as group_title"])
    .select(PRIVILEGES.map((p) => `p.${p}` as const))
    .execute();
}

/** Rules = for each active (group, role) row, each active module of the group gets the role's flags, OR-merged. */
function mergeRules(memberships: Membership[], modulesByGroup: Map<number, string[]>): Rule[] {
  const merged = new Map<string, Record<Privilege, boolean>>();
  for (const row of memberships) {
    for (const module of modulesByGroup.get(row.group_id) ?? []) {
      const current =
        merged.get(module) ??
        (Object.fromEntries(PRIVILEGES.map((p) => [p, false])) as Record<Privilege, boolean>);
      for (const privilege of PRIVILEGES) current[privilege] ||= row[privilege] === 1;
      merged.set(module, current);
    }
  }
  return [...merged.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, privileges]) => ({ name, privileges }));
}

function groupBy<T extends { group_id: number }, V>(rows: T[], pick: (row: T) => V): Map<number, V[]> {
  const map = new Map<number, V[]>();
  for (const row of rows) map.set(row.group_id, [...(map.get(row.group_id) ?? []), pick(row)]);
  return map;
}

function uniqueBy<T>(items: T[], key: (item: T) => number): T[] {
  return [...new Map(items.map((item) => [key(item), item])).values()].sort((a, b) => key(a) - key(b));
}

async function groupLinks(db: Db, groupIds: number[], grants: GrantScope) {
  if (groupIds.length === 0) return { modules: [], regions: [], tenants: [] };
  const modules = await db
    .selectFrom("group_modules as gm")
    .innerJoin("modules as m", "m.module_id", "gm.module_id")
    .where("gm.group_id", "in", groupIds)
    .$if(grants === "active", (q) => q.where("m.active", "=", 1))
    .select(["gm.group_id", "m.name"])
    .execute();
  const regions = await db
    .selectFrom("group_regions as gr")
    .innerJoin("regions as r", "r.region_id", "gr.region_id")
    .where("gr.group_id", "in", groupIds)
    .select(["gr.group_id", "r.region_id", "r.name", "r.title"])
    .orderBy("r.region_id")
    .execute();
  const tenants = await db
    .selectFrom("group_tenants as gt")
    .innerJoin("tenants as t", "t.tenant_id", "gt.tenant_id")
    .where("gt.group_id", "in", groupIds)
    .select(["gt.group_id", "t.tenant_id", "t.code", "t.title"])
    .orderBy("t.tenant_id")
    .execute();
  return { modules, regions, tenants };
}

/** How long a derived AuthUser serves requests at most, should a write ever forget to bump a version. */
export const AUTH_CACHE_TTL_MS = 5_000;

/**
 * Permission versions of one user, read with the session on every request: `all` moves when a group, role,
 * module, region or tenant changes, `user` when that user's own rows do (migration 007).
 */
export type AuthVersions = { all: number; user: number };

type CachedUser = { user: AuthUser | null; versions: AuthVersions; expires: number };

// Per database, so the apps of a test run never share entries.
const authCache = new WeakMap<Db, Map<number, CachedUser>>();

/**
 * Bumps the permission version of one user (their rows, groups or profile changed) or of everyone (a group,
 * role, module, region or tenant changed). Call it inside the writing transaction: the change and the bump
 * commit together, and every server process sharing the database reloads on its next request.
 */
export async function invalidateAuthCache(db: Db | Transaction<Database>, userId?: number): Promise<void> {
  await db
    .insertInto("auth_versions")
    .values({ user_id: userId ?? ALL_USERS_VERSION, version: 1 })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet((eb) => ({ version: eb(eb.ref("auth_versions.version"), "+", 1) })),
    )
    .execute();
}

const sameVersions = (a: AuthVersions, b: AuthVersions) => a.all === b.all && a.user === b.user;

/**
 * loadAuthUser behind a short per-user cache: every authenticated call needs the rules, whose derivation is
 * five queries. An entry serves only requests that read the same permission versions it was loaded at.
 * The session and the user's status are not cached (see checkSession): a revoked session, a deactivated or
 * locked user is refused on the next call whatever this cache holds.
 */
export async function cachedAuthUser(
  db: Db,
  userId: number,
  versions: AuthVersions,
  now: number,
): Promise<AuthUser | null> {
  let cache = authCache.get(db);
  if (!cache) {
    cache = new Map();
    authCache.set(db, cache);
  }
  const hit = cache.get(userId);
  if (hit && hit.expires > now && sameVersions(hit.versions, versions)) return hit.user;
  // The versions were read before loading: a change committed meanwhile bumps them, so the next request reloads.
  const user = await loadAuthUser(db, userId);
  cache.set(userId, { user, versions, expires: now + AUTH_CACHE_TTL_MS });
  return user;
}

/**
 * Loads a staff user with everything permission checks need (their active grants, or with "all" their
 * dormant ones too); null when the user does not exist.
 */
export async function loadAuthUser(
  db: Db,
  userId: number,
  grants: GrantScope = "active",
): Promise<AuthUser | null> {
  const user = await db
    .selectFrom("users as u")
    .innerJoin("regions as r", "r.region_id", "u.region_id")
    .where("u.user_id", "=", userId)
    .select(["u.user_id", "u.name", "u.fullname", "u.email", "u.root", "u.region_id", "u.tz_id"])
    .select("r.name as region")
    .executeTakeFirst();
  if (!user) return null;
  const rows = await memberships(db, userId, grants);
  const groupIds = [...new Set(rows.map((m) => m.group_id))];
  const links = await groupLinks(db, groupIds, grants);
  const regionsByGroup = groupBy(links.regions, ({ region_id, name, title }) => ({ region_id, name, title }));
  const tenantsByGroup = groupBy(links.tenants, ({ tenant_id, code, title }) => ({ tenant_id, code, title }));
  const groups: GroupInfo[] = uniqueBy(rows, (m) => m.group_id).map((m) => ({
    group_id: m.group_id,
    name: m.group_name,
    title: m.group_title,
    regions: regionsByGroup.get(m.group_id) ?? [],
    tenants: tenantsByGroup.get(m.group_id) ?? [],
  }));
  const root = user.root === 1;
  let regions: RegionInfo[] = uniqueBy(
    groups.flatMap((g) => g.regions),
    (r) => r.region_id,
  );
  if (root || regions.some((r) => r.name === GENERIC_REGION)) {
    regions = await db
      .selectFrom("regions")
      .select(["region_id", "name", "title"])
      .orderBy("region_id")
      .execute();
  }
  let tenants: TenantInfo[] = uniqueBy(
    groups.flatMap((g) => g.tenants),
    (t) => t.tenant_id,
  );
  if (root) tenants = await db.selectFrom("tenants").selectAll().orderBy("tenant_id").execute();
  return {
    ...user,
    root: root ? 1 : 0,
    rules: mergeRules(
      rows,
      groupBy(links.modules, (m) => m.name),
    ),
    groups,
    regions,
    tenants,
  };
}
