import { PRIVILEGES, type Privilege } from "../../src/permissions/catalog.ts";
import type { Db } from "../db/database.ts";
import type { ProfileTable } from "../db/schema.ts";
import { ApiError } from "../envelope.ts";

export function profileNotFound(): ApiError {
  return new ApiError("profile_not_found");
}

type ProfileRow = Omit<ProfileTable, "profile_id"> & { profile_id: number };

function privileges(row: ProfileRow): Record<Privilege, boolean> {
  return Object.fromEntries(PRIVILEGES.map((p) => [p, row[p] === 1])) as Record<Privilege, boolean>;
}

/**
 * Roles with their privileges as booleans, the number of users holding them, the most recent login among
 * those users and the groups offering them. Filters: one role, or the roles of one group.
 */
export async function loadProfiles(
  db: Db,
  filter: { profileId?: number; groupId?: number; active?: 1 } = {},
) {
  const { profileId, groupId, active } = filter;
  const rows = await db
    .selectFrom("profiles as p")
    .selectAll("p")
    .$if(profileId !== undefined, (q) => q.where("p.profile_id", "=", profileId ?? 0))
    .$if(active !== undefined, (q) => q.where("p.active", "=", 1))
    .$if(groupId !== undefined, (q) =>
      q.where("p.profile_id", "in", (eb) =>
        eb
          .selectFrom("group_profiles")
          .select("profile_id")
          .where("group_id", "=", groupId ?? 0),
      ),
    )
    .orderBy("p.title")
    .orderBy("p.profile_id")
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.profile_id);
  const usage = await db
    .selectFrom("user_group_profiles as ugp")
    .innerJoin("users as u", "u.user_id", "ugp.user_id")
    .select((eb) => [
      "ugp.profile_id",
      eb.fn.count<number>("ugp.user_id").distinct().as("users"),
      eb.fn.max("u.last_login").as("last_login"),
    ])
    .where("ugp.profile_id", "in", ids)
    .groupBy("ugp.profile_id")
    .execute();
  const groups = await db
    .selectFrom("group_profiles as gp")
    .innerJoin("groups as g", "g.group_id", "gp.group_id")
    .select(["gp.profile_id", "g.group_id", "g.name", "g.title", "g.active"])
    .where("gp.profile_id", "in", ids)
    .orderBy("g.group_id")
    .execute();
  return rows.map((row) => {
    const used = usage.find((u) => u.profile_id === row.profile_id);
    return {
      profile_id: row.profile_id,
      name: row.name,
      title: row.title,
      active: row.active,
      ...privileges(row),
      users: Number(used?.users ?? 0),
      last_login: used?.last_login ?? null,
      groups: groups
        .filter((g) => g.profile_id === row.profile_id)
        .map(({ profile_id: _, ...group }) => group),
    };
  });
}

export async function readProfile(db: Db, profileId: number) {
  const [profile] = await loadProfiles(db, { profileId });
  if (!profile) throw profileNotFound();
  return profile;
}
