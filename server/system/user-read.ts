import { allWhere } from "../db/by-keys.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { loadAuthUser } from "../permissions.ts";
import { loadProfile } from "../profile/exports.ts";
import type { GroupRole } from "./user-rows.ts";

export function userNotFound(): ApiError {
  return new ApiError("user_not_found");
}

/** The fields of a user the write rules look at; 404 user_not_found when there is none. */
export async function findTarget(db: Db, userId: number) {
  const user = await db
    .selectFrom("users")
    .select(["user_id", "email", "fullname", "root", "active", "locked_at", "region_id"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!user) throw userNotFound();
  return user;
}

export async function heldRows(db: Db, userId: number): Promise<GroupRole[]> {
  return allWhere(db, "user_group_profiles", ["group_id", "profile_id"], { user_id: userId }, "group_id");
}

/**
 * GET /user/{id}: the own-profile shape (data, timezone, group_profiles, profiles string) plus the role
 * titles, the lock state and what the user's active rows grant (rules, groups, regions, tenants).
 */
export async function readUser(db: Db, userId: number) {
  const target = await findTarget(db, userId);
  const profile = await loadProfile(db, userId);
  const granted = await loadAuthUser(db, userId);
  if (!granted) throw userNotFound();
  const titles = await db
    .selectFrom("user_group_profiles as ugp")
    .innerJoin("profiles as p", "p.profile_id", "ugp.profile_id")
    .select("p.title")
    .distinct()
    .where("ugp.user_id", "=", userId)
    .orderBy("p.title")
    .execute();
  return {
    ...profile,
    role: titles.map((t) => t.title).join(", "),
    locked: target.locked_at ? 1 : 0,
    rules: granted.rules,
    groups: granted.groups,
    regions: granted.regions,
    tenants: granted.tenants,
  };
}
