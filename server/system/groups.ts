import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { GENERIC_REGION } from "../permissions.ts";
import { joinIds } from "./fields.ts";

export function groupNotFound(): ApiError {
  return new ApiError("group_not_found");
}

function byGroup<T extends { group_id: number }>(rows: T[]) {
  const map = new Map<number, Omit<T, "group_id">[]>();
  for (const { group_id, ...rest } of rows) map.set(group_id, [...(map.get(group_id) ?? []), rest]);
  return (groupId: number) => map.get(groupId) ?? [];
}

/**
 * Groups with their links, each both as the spec's comma-joined id string (regions, tenants, profiles,
 * modules) and as a list of objects (region_list...), plus the number of users holding a row in the group.
 */
export async function loadGroups(db: Db, groupId?: number) {
  const one = groupId !== undefined;
  const id = groupId ?? 0;
  const groups = await db
    .selectFrom("groups")
    .select(["group_id", "name", "title", "description", "active"])
    .$if(one, (q) => q.where("group_id", "=", id))
    .orderBy("group_id")
    .execute();
  const regions = await db
    .selectFrom("group_regions as l")
    .innerJoin("regions as r", "r.region_id", "l.region_id")
    .select(["l.group_id", "r.region_id", "r.name", "r.title"])
    .$if(one, (q) => q.where("l.group_id", "=", id))
    .orderBy("r.region_id")
    .execute();
  const tenants = await db
    .selectFrom("group_tenants as l")
    .innerJoin("tenants as t", "t.tenant_id", "l.tenant_id")
    .select(["l.group_id", "t.tenant_id", "t.code", "t.title"])
    .$if(one, (q) => q.where("l.group_id", "=", id))
    .orderBy("t.tenant_id")
    .execute();
  const profiles = await db
    .selectFrom("group_profiles as l")
    .innerJoin("profiles as p", "p.profile_id", "l.profile_id")
    .select(["l.group_id", "p.profile_id", "p.name", "p.title", "p.active"])
    .$if(one, (q) => q.where("l.group_id", "=", id))
    .orderBy("p.profile_id")
    .execute();
  const modules = await db
    .selectFrom("group_modules as l")
    .innerJoin("modules as m", "m.module_id", "l.module_id")
    .select(["l.group_id", "m.module_id", "m.name", "m.title", "m.active", "m.visible"])
    .$if(one, (q) => q.where("l.group_id", "=", id))
    .orderBy("m.module_id")
    .execute();
  const counts = await db
    .selectFrom("user_group_profiles")
    .select((eb) => ["group_id", eb.fn.count<number>("user_id").distinct().as("n")])
    .$if(one, (q) => q.where("group_id", "=", id))
    .groupBy("group_id")
    .execute();
  const users = new Map(counts.map((row) => [row.group_id, Number(row.n)]));
  const [regionsOf, tenantsOf, profilesOf, modulesOf] = [
    byGroup(regions),
    byGroup(tenants),
    byGroup(profiles),
    byGroup(modules),
  ];
  return groups.map((group) => {
    const region_list = regionsOf(group.group_id);
    const tenant_list = tenantsOf(group.group_id);
    const profile_list = profilesOf(group.group_id);
    const module_list = modulesOf(group.group_id);
    return {
      ...group,
      users: users.get(group.group_id) ?? 0,
      regions: joinIds(region_list.map((r) => r.region_id)),
      tenants: joinIds(tenant_list.map((t) => t.tenant_id)),
      profiles: joinIds(profile_list.map((p) => p.profile_id)),
      modules: joinIds(module_list.map((m) => m.module_id)),
      all_regions: region_list.some((r) => r.name === GENERIC_REGION),
      region_list,
      tenant_list,
      profile_list,
      module_list,
    };
  });
}

export async function readGroup(db: Db, groupId: number) {
  const [group] = await loadGroups(db, groupId);
  if (!group) throw groupNotFound();
  return group;
}
