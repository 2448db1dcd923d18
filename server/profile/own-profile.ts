import type { GroupProfileRow } from "../../src/contract/staff-user.ts";
import type { Db } from "../db/database.ts";

/** The own-profile view: user data, the group/role table and the legacy "g,p|g,p" profiles string. */
export async function loadProfile(db: Db, userId: number) {
  const user = await db
    .selectFrom("users as u")
    .innerJoin("regions as r", "r.region_id", "u.region_id")
    .innerJoin("timezones as tz", "tz.tz_id", "u.tz_id")
    .where("u.user_id", "=", userId)
    .select(["u.user_id", "u.name", "u.fullname", "u.email", "u.region_id", "u.tz_id", "u.active", "u.root"])
    .select([
      "u.last_login",
      "u.created_at",
      "r.name as region",
      "tz.name as tz_name",
      "tz.title as tz_title",
    ])
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("user_group_profiles as ugp")
    .innerJoin("groups as g", "g.group_id", "ugp.group_id")
    .innerJoin("profiles as p", "p.profile_id", "ugp.profile_id")
    .where("ugp.user_id", "=", userId)
    .select(["g.group_id", "g.name as group_name", "g.title as group_title"])
    .select(["p.profile_id", "p.title as profile_title"])
    .orderBy("g.group_id")
    .orderBy("p.profile_id")
    .execute();
  const { tz_name, tz_title, ...data } = user;
  const group_profiles: GroupProfileRow[] = rows.map((row) => ({ ...row, active: "1" }));
  return {
    ...data,
    timezone: { tz_id: user.tz_id, name: tz_name, title: tz_title },
    group_profiles,
    profiles: rows.map((row) => `${row.group_id},${row.profile_id}`).join("|"),
  };
}
