import { MODULES, PRIVILEGES, type Privilege } from "../../src/permissions/catalog.ts";
import type { Db } from "../db/database.ts";
import { DEMO_NOTIFICATION, DEMO_USERS } from "./demo-users.ts";
import { GROUPS } from "./groups.ts";
import {
  MODULE_TITLES,
  PROFILES,
  REGION_BOUND_MODULES,
  REGIONS,
  TENANTS,
  TIMEZONES,
} from "./reference-data.ts";

export type Lookup = {
  region: Map<string, number>;
  tz: Map<string, number>;
  group: Map<string, number>;
  profile: Map<string, number>;
};

export async function seedReference(db: Db): Promise<Lookup> {
  await db
    .insertInto("regions")
    .values(REGIONS.map(({ region_id, name, title }) => ({ region_id, name, title })))
    .execute();
  await db
    .insertInto("tenants")
    .values(TENANTS.map((t) => ({ ...t })))
    .execute();
  await db
    .insertInto("timezones")
    .values(TIMEZONES.map((tz, i) => ({ tz_id: i + 1, ...tz })))
    .execute();
  await db
    .insertInto("modules")
    .values(
      MODULES.map((name, i) => ({
        module_id: i + 1,
        name,
        title: MODULE_TITLES[name],
        active: 1,
        visible: 1,
        verify_region: REGION_BOUND_MODULES.includes(name) ? 1 : 0,
      })),
    )
    .execute();
  await db
    .insertInto("profiles")
    .values(
      PROFILES.map(({ privileges, ...profile }) => ({
        ...profile,
        ...(Object.fromEntries(PRIVILEGES.map((p) => [p, privileges.includes(p) ? 1 : 0])) as Record<
          Privilege,
          0 | 1
        >),
      })),
    )
    .execute();
  const lookup: Lookup = {
    region: new Map(REGIONS.map((r) => [r.name, r.region_id])),
    tz: new Map(TIMEZONES.map((tz, i) => [tz.name, i + 1])),
    group: new Map(GROUPS.map((g) => [g.name, g.group_id])),
    profile: new Map(PROFILES.map((p) => [p.name, p.profile_id])),
  };
  const moduleId = new Map(MODULES.map((name, i) => [name as string, i + 1]));
  const tenantId = new Map(TENANTS.map((t) => [t.code as string, t.tenant_id]));
  for (const { regions, tenants, profiles, modules, ...group } of GROUPS) {
    const { group_id } = group;
    await db.insertInto("groups").values(group).execute();
    // A group's link tables: the table, its id column, the names the group lists and their ids.
    const links = [
      ["group_regions", "region_id", regions, lookup.region],
      ["group_tenants", "tenant_id", tenants, tenantId],
      ["group_profiles", "profile_id", profiles, lookup.profile],
      ["group_modules", "module_id", modules, moduleId],
    ] as const;
    for (const [table, column, names, ids] of links)
      await db
        .insertInto(table)
        .values(names.map((name) => ({ group_id, [column]: need<string, number>(ids, name) })) as never)
        .execute();
  }
  return lookup;
}

export function need<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown reference ${String(key)}`);
  return value;
}

export function regionTimezone(lookup: Lookup, region: string): number {
  return need(lookup.tz, REGIONS.find((r) => r.name === region)?.tz ?? "UTC");
}

export async function seedDemoUsers(
  db: Db,
  lookup: Lookup,
  passwordHash: string,
  createdAt: string,
): Promise<void> {
  for (const demo of DEMO_USERS) {
    const { user_id } = await db
      .insertInto("users")
      .values({
        name: demo.name,
        fullname: demo.fullname,
        email: demo.email,
        password_hash: passwordHash,
        root: demo.root,
        active: demo.active,
        region_id: need(lookup.region, demo.region),
        tz_id: regionTimezone(lookup, demo.region),
        locked_at: null,
        last_login: null,
        created_at: createdAt,
      })
      .returning("user_id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("user_group_profiles")
      .values(
        demo.memberships.map(([group, profile]) => ({
          user_id,
          group_id: need(lookup.group, group),
          profile_id: need(lookup.profile, profile),
        })),
      )
      .execute();
    if (demo.email === DEMO_NOTIFICATION.email) {
      await db
        .insertInto("notifications")
        .values({ user_id, message: DEMO_NOTIFICATION.message, created_at: createdAt, delivered_at: null })
        .execute();
    }
  }
}
