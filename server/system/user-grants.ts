import { isRoot } from "../../src/permissions/catalog.ts";
import type { AuthUser } from "../context.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { loadAuthUser } from "../permissions.ts";
import { holdsRegion, holdsTenant, missingPrivileges, refuse, roleFlags } from "./grants.ts";
import type { GroupRole } from "./user-rows.ts";

const sameRow = (a: GroupRole) => (b: GroupRole) =>
  a.group_id === b.group_id && a.profile_id === b.profile_id;

/** Module names of each group. */
async function groupModules(db: Db, groupIds: readonly number[]): Promise<Map<number, string[]>> {
  const modules = new Map<number, string[]>();
  if (groupIds.length === 0) return modules;
  const rows = await db
    .selectFrom("group_modules as gm")
    .innerJoin("modules as m", "m.module_id", "gm.module_id")
    .select(["gm.group_id", "m.name"])
    .where("gm.group_id", "in", [...groupIds])
    .execute();
  for (const row of rows) modules.set(row.group_id, [...(modules.get(row.group_id) ?? []), row.name]);
  return modules;
}

/**
 * A non-root administrator may only grant rows of groups they hold themselves (through an active row), and
 * only with a role whose privileges on each of the group's modules they hold too: otherwise a user editor
 * who is a viewer in a group could give a second account the group's administrator role. Rows the target
 * already holds are not a grant and stay as they are; removing rows is not an escalation either.
 */
export async function checkGrantable(
  db: Db,
  actor: AuthUser,
  rows: readonly GroupRole[],
  held: readonly GroupRole[],
): Promise<void> {
  if (isRoot(actor)) return;
  const own = new Set(actor.groups.map((group) => group.group_id));
  const fresh = rows.filter((row) => !held.some(sameRow(row)));
  if (fresh.some((row) => !own.has(row.group_id)))
    throw new ApiError("user_group_forbidden", {
      datafield: "profiles",
      message: "No puede asignar grupos que usted no tiene.",
    });
  const flags = await roleFlags(
    db,
    fresh.map((row) => row.profile_id),
  );
  const modules = await groupModules(
    db,
    fresh.map((row) => row.group_id),
  );
  for (const row of fresh) {
    for (const module of modules.get(row.group_id) ?? []) {
      if (missingPrivileges(actor, module, flags.get(row.profile_id) ?? {}).length > 0)
        throw refuse("user_profile_forbidden", "profiles");
    }
  }
}

/**
 * A non-root user editor changes (edits, sets the password or e-mail of, (de)activates, deletes) only users
 * whose every grant is within the editor's: no rule, region or tenant the editor lacks. Otherwise setting
 * an administrator's password would hand the editor the administrator's account. The target's dormant
 * grants count too (issue 28 item 2): reactivating their role or group would hand its powers back.
 */
export async function checkTargetWithin(db: Db, actor: AuthUser, targetId: number): Promise<void> {
  if (isRoot(actor)) return;
  const target = await loadAuthUser(db, targetId, "all");
  if (!target) return;
  const within =
    target.rules.every((rule) => missingPrivileges(actor, rule.name, rule.privileges).length === 0) &&
    target.regions.every((region) => holdsRegion(actor, region.region_id)) &&
    target.tenants.every((tenant) => holdsTenant(actor, tenant.tenant_id));
  if (!within) throw refuse("user_target_forbidden");
}

/**
 * Nobody keeps a home region their rows do not grant (issue 28 item 1): run after the user and their rows are
 * written, in the same transaction, so it reads what the write leaves (a root holds every region).
 */
export async function checkHomeRegion(db: Db, userId: number, regionId: number): Promise<void> {
  const user = await loadAuthUser(db, userId);
  if (!user?.regions.some((region) => region.region_id === regionId))
    throw refuse("user_region_not_granted", "region_id");
}

/**
 * The last active root stays one: demoting, deactivating or deleting them would leave nobody able to
 * administer roots (and, with them, grants beyond every non-root's).
 */
export async function checkLastRoot(
  db: Db,
  target: { user_id: number; root: number; active: number },
  change: { root?: number; active?: number; deleting?: boolean },
): Promise<void> {
  if (target.root !== 1 || target.active !== 1) return;
  if (!change.deleting && change.root !== 0 && change.active !== 0) return;
  const other = await db
    .selectFrom("users")
    .select("user_id")
    .where("root", "=", 1)
    .where("active", "=", 1)
    .where("user_id", "!=", target.user_id)
    .limit(1)
    .executeTakeFirst();
  if (!other)
    throw new ApiError("user_last_root", {
      datafield: change.deleting ? "user_id" : change.root === 0 ? "root" : "active",
    });
}
