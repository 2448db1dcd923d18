import { isRoot, PRIVILEGES } from "../../src/permissions/catalog.ts";
import type { AuthUser } from "../context.ts";
import type { Db } from "../db/database.ts";
import { type Flags, missingPrivileges, refuse } from "./grants.ts";

const isOn = (value: number | boolean | undefined) => value === 1 || value === true;

/** The editor holds the role through an active row (active group, active role): theirs to edit. */
async function holdsRole(db: Db, userId: number, profileId: number): Promise<boolean> {
  const row = await db
    .selectFrom("user_group_profiles as ugp")
    .innerJoin("groups as g", "g.group_id", "ugp.group_id")
    .innerJoin("profiles as p", "p.profile_id", "ugp.profile_id")
    .select("ugp.user_id")
    .where("ugp.user_id", "=", userId)
    .where("ugp.profile_id", "=", profileId)
    .where("g.active", "=", 1)
    .where("p.active", "=", 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Names of every module the role applies to: the modules of every group offering it. */
async function modulesOfRole(db: Db, profileId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("group_profiles as gp")
    .innerJoin("group_modules as gm", "gm.group_id", "gp.group_id")
    .innerJoin("modules as m", "m.module_id", "gm.module_id")
    .select("m.name")
    .distinct()
    .where("gp.profile_id", "=", profileId)
    .execute();
  return rows.map((row) => row.name);
}

/**
 * A non-root role editor edits (fields, privileges, active flag) only roles they hold, and may turn on a
 * privilege only where they have it on every module the role applies to. `before` is what the role grants
 * today (nothing when it is being activated).
 */
export async function checkRoleEdit(
  db: Db,
  editor: AuthUser,
  profileId: number,
  before: Flags,
  after: Flags,
): Promise<void> {
  if (isRoot(editor)) return;
  if (!(await holdsRole(db, editor.user_id, profileId)))
    throw refuse("system_profile_not_held", "profile_id");
  const raised = Object.fromEntries(PRIVILEGES.map((p) => [p, isOn(after[p]) && !isOn(before[p])])) as Flags;
  if (!PRIVILEGES.some((p) => raised[p])) return;
  for (const module of await modulesOfRole(db, profileId)) {
    if (missingPrivileges(editor, module, raised).length > 0)
      throw refuse("system_profile_privilege_forbidden", "privileges");
  }
}
