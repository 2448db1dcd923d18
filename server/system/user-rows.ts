import type { ErrorCode } from "../../src/contract/errors.ts";
import type { GroupRole } from "../../src/contract/staff-user.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";

export type { GroupRole } from "../../src/contract/staff-user.ts";

/** Rows from group_profiles when sent, else from the profiles string; undefined when neither was sent. */
export function rowsOf(body: {
  group_profiles?: GroupRole[];
  profiles?: GroupRole[];
}): GroupRole[] | undefined {
  return body.group_profiles ?? body.profiles;
}

const rowError = (code: ErrorCode) => new ApiError(code, { datafield: "profiles" });

/**
 * Each group once per user; a new row needs an active group and an active role allowed for that group.
 * Rows the user already holds are kept as they are even when their group or role was deactivated since,
 * so re-saving a user never fails on an archived group.
 */
export async function checkRows(db: Db, rows: readonly GroupRole[], held: readonly GroupRole[]) {
  if (rows.length === 0) throw rowError("user_profiles_required");
  const groups = rows.map((r) => r.group_id);
  if (new Set(groups).size !== groups.length) throw rowError("user_group_duplicated");
  const isHeld = (row: GroupRole) =>
    held.some((h) => h.group_id === row.group_id && h.profile_id === row.profile_id);
  const fresh = rows.filter((row) => !isHeld(row));
  if (fresh.length === 0) return;
  const freshGroups = fresh.map((r) => r.group_id);
  const activeGroups = await db
    .selectFrom("groups")
    .select("group_id")
    .where("active", "=", 1)
    .where("group_id", "in", freshGroups)
    .execute();
  const usable = new Set(activeGroups.map((g) => g.group_id));
  if (fresh.some((row) => !usable.has(row.group_id))) throw rowError("user_group_invalid");
  const allowed = await db
    .selectFrom("group_profiles as gp")
    .innerJoin("profiles as p", "p.profile_id", "gp.profile_id")
    .select(["gp.group_id", "gp.profile_id"])
    .where("p.active", "=", 1)
    .where("gp.group_id", "in", freshGroups)
    .execute();
  const ok = (row: GroupRole) =>
    allowed.some((a) => a.group_id === row.group_id && a.profile_id === row.profile_id);
  if (!fresh.every(ok)) throw rowError("user_profile_invalid");
}

/** Human-readable rows for the audit log: "Grupo/Rol, Grupo/Rol". */
export async function describeRows(db: Db, rows: readonly GroupRole[]): Promise<string> {
  if (rows.length === 0) return "ninguno";
  const groupIds = rows.map((r) => r.group_id);
  const profileIds = rows.map((r) => r.profile_id);
  const groups = await db
    .selectFrom("groups")
    .select(["group_id", "title"])
    .where("group_id", "in", groupIds)
    .execute();
  const profiles = await db
    .selectFrom("profiles")
    .select(["profile_id", "title"])
    .where("profile_id", "in", profileIds)
    .execute();
  const groupTitle = new Map(groups.map((g) => [g.group_id, g.title]));
  const profileTitle = new Map(profiles.map((p) => [p.profile_id, p.title]));
  return rows
    .map(
      (row) =>
        `${groupTitle.get(row.group_id) ?? row.group_id}/${profileTitle.get(row.profile_id) ?? row.profile_id}`,
    )
    .join(", ");
}
