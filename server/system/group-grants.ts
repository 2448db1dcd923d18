import { isRoot } from "../../src/permissions/catalog.ts";
import type { AuthUser } from "../context.ts";
import { firstWhere } from "../db/by-keys.ts";
import type { Db } from "../db/database.ts";
import {
  holdsModule,
  holdsRegion,
  holdsTenant,
  missingPrivileges,
  moduleNames,
  refuse,
  roleFlags,
} from "./grants.ts";

/** What a group hands its members: the four id lists of spec 1 §3. */
export type GroupContent = { regions: number[]; tenants: number[]; profiles: number[]; modules: number[] };

export const EMPTY_GROUP: GroupContent = { regions: [], tenants: [], profiles: [], modules: [] };

const added = (after: number[], before: number[]) => after.filter((id) => !before.includes(id));

async function isMember(db: Db, userId: number, groupId: number): Promise<boolean> {
  const row = await firstWhere(db, "user_group_profiles", "user_id", { user_id: userId, group_id: groupId });
  return row !== undefined;
}

/**
 * A non-root group editor may give a group (by creating, editing or activating it; `before` is what its
 * members already got) only what the editor holds: no region, tenant or module beyond their own, no role
 * whose privileges on any of the group's modules exceed theirs, and nothing at all to a group they belong
 * to. Removing is never refused here.
 */
export async function checkGroupGrants(
  db: Db,
  editor: AuthUser,
  groupId: number | null,
  before: GroupContent,
  after: GroupContent,
): Promise<void> {
  if (isRoot(editor)) return;
  const more = {
    regions: added(after.regions, before.regions),
    tenants: added(after.tenants, before.tenants),
    profiles: added(after.profiles, before.profiles),
    modules: added(after.modules, before.modules),
  };
  const widened = Object.entries(more).find(([, ids]) => ids.length > 0);
  if (!widened) return;
  if (groupId !== null && (await isMember(db, editor.user_id, groupId)))
    throw refuse("system_group_own_forbidden", widened[0]);
  if (!more.regions.every((id) => holdsRegion(editor, id)))
    throw refuse("system_group_region_forbidden", "regions");
  if (!more.tenants.every((id) => holdsTenant(editor, id)))
    throw refuse("system_group_tenant_forbidden", "tenants");
  const names = await moduleNames(db, after.modules);
  if (!more.modules.every((id) => holdsModule(editor, names.get(id) ?? "")))
    throw refuse("system_group_module_forbidden", "modules");
  // Every (role, module) pair the change creates hands the role's privileges on that module to the members.
  const flags = await roleFlags(db, after.profiles);
  for (const profileId of after.profiles) {
    for (const moduleId of after.modules) {
      const existing = before.profiles.includes(profileId) && before.modules.includes(moduleId);
      if (existing) continue;
      const module = names.get(moduleId) ?? "";
      if (missingPrivileges(editor, module, flags.get(profileId) ?? {}).length > 0)
        throw refuse(
          "system_group_profile_forbidden",
          more.profiles.includes(profileId) ? "profiles" : "modules",
        );
    }
  }
}
