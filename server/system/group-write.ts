import type { Context } from "hono";
import { sql } from "kysely";
import type { z } from "zod";
import type { createGroupBody, updateGroupBody } from "../../src/contract/system-groups.ts";
import { audit, withReason } from "../audit.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { firstWhere } from "../db/by-keys.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { invalidateAuthCache } from "../permissions.ts";
import { sameIds } from "./fields.ts";
import { checkGroupGrants, EMPTY_GROUP, type GroupContent } from "./group-grants.ts";
import { LINKS, type Links, linkIds, normaliseLinks, writeLinks } from "./group-links.ts";
import { groupNotFound } from "./groups.ts";

type Ctx = Context<AppEnv>;

export type UpdateGroupBody = z.output<typeof updateGroupBody>;
export type CreateGroupBody = z.output<typeof createGroupBody>;

async function checkName(db: Db, name: string, groupId = 0): Promise<void> {
  const taken = await db
    .selectFrom("groups")
    .select("group_id")
    .where(sql`lower(name)`, "=", name.toLowerCase())
    .where("group_id", "!=", groupId)
    .executeTakeFirst();
  if (taken) throw new ApiError("system_group_name_exists", { datafield: "name" });
}

/** A role cannot leave a group while users hold it there: their row would point at a role the group lacks. */
async function checkProfilesInUse(db: Db, groupId: number, profiles: number[]): Promise<void> {
  const stranded = await db
    .selectFrom("user_group_profiles")
    .select("profile_id")
    .where("group_id", "=", groupId)
    .$if(profiles.length > 0, (q) => q.where("profile_id", "not in", profiles))
    .executeTakeFirst();
  if (stranded) throw new ApiError("system_group_profile_in_use", { datafield: "profiles" });
}

async function findGroup(db: Db, groupId: number) {
  const group = await db
    .selectFrom("groups")
    .select(["name", "active"])
    .where("group_id", "=", groupId)
    .executeTakeFirst();
  if (!group) throw groupNotFound();
  return group;
}

async function contentOf(db: Db, groupId: number): Promise<GroupContent> {
  const [regions, tenants, profiles, modules] = await Promise.all(
    LINKS.map((link) => linkIds(db, groupId, link)),
  );
  return { regions, tenants, profiles, modules };
}

const withLinks = (base: GroupContent, links: Links): GroupContent => ({
  regions: links.regions ?? base.regions,
  tenants: links.tenants ?? base.tenants,
  profiles: links.profiles ?? base.profiles,
  modules: links.modules ?? base.modules,
});

export async function createGroup(deps: AppDeps, c: Ctx, body: CreateGroupBody): Promise<number> {
  const { regions, tenants, profiles, modules, ...group } = body;
  const groupId = await deps.db.transaction().execute(async (trx) => {
    const links = await normaliseLinks(trx, { regions, tenants, profiles, modules });
    await checkGroupGrants(trx, c.var.user, null, EMPTY_GROUP, withLinks(EMPTY_GROUP, links));
    await checkName(trx, group.name);
    const { group_id } = await trx
      .insertInto("groups")
      .values(group)
      .returning("group_id")
      .executeTakeFirstOrThrow();
    await writeLinks(trx, group_id, links);
    await audit(trx, c, { action: "group_create", message: `Grupo creado: ${group.name} (id ${group_id})` });
    await invalidateAuthCache(trx);
    return group_id;
  });
  return groupId;
}

export async function updateGroup(deps: AppDeps, c: Ctx, groupId: number, body: UpdateGroupBody) {
  const { regions, tenants, profiles, modules, ...sent } = body;
  const group = Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined)) as typeof sent;
  await deps.db.transaction().execute(async (trx) => {
    const current = await findGroup(trx, groupId);
    const links = await normaliseLinks(trx, { regions, tenants, profiles, modules });
    const held = await contentOf(trx, groupId);
    // Activating a group hands out all it holds, not only what this edit adds.
    const before = current.active !== 1 && group.active === 1 ? EMPTY_GROUP : held;
    await checkGroupGrants(trx, c.var.user, groupId, before, withLinks(held, links));
    if (group.name !== undefined) await checkName(trx, group.name, groupId);
    if (links.profiles) await checkProfilesInUse(trx, groupId, links.profiles);
    const changed: string[] = Object.keys(group);
    for (const link of LINKS) {
      const ids = links[link];
      if (ids && !sameIds(ids, held[link])) changed.push(link);
    }
    if (Object.keys(group).length > 0)
      await trx.updateTable("groups").set(group).where("group_id", "=", groupId).execute();
    await writeLinks(trx, groupId, links);
    await audit(trx, c, {
      action: "group_update",
      message: `Grupo actualizado: ${group.name ?? current.name} (id ${groupId}); campos: ${changed.join(", ") || "ninguno"}`,
    });
    await invalidateAuthCache(trx);
  });
}

export async function deleteGroup(deps: AppDeps, c: Ctx, groupId: number, reason?: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { name } = await findGroup(trx, groupId);
    const member = await firstWhere(trx, "user_group_profiles", "user_id", { group_id: groupId });
    // Spec 1 §8: the console shows "El grupo posee usuarios asignados." when the message is this code.
    if (member) throw new ApiError("system_group_existing_users");
    await writeLinks(trx, groupId, { regions: [], tenants: [], profiles: [], modules: [] });
    await trx.deleteFrom("groups").where("group_id", "=", groupId).execute();
    await audit(trx, c, {
      action: "group_delete",
      message: withReason(`Grupo eliminado: ${name} (id ${groupId})`, reason),
    });
    await invalidateAuthCache(trx);
  });
}

export async function setGroupActive(deps: AppDeps, c: Ctx, groupId: number, active: 0 | 1): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const current = await findGroup(trx, groupId);
    if (active === 1 && current.active !== 1)
      await checkGroupGrants(trx, c.var.user, groupId, EMPTY_GROUP, await contentOf(trx, groupId));
    const group = await trx
      .updateTable("groups")
      .set({ active })
      .where("group_id", "=", groupId)
      .returning("name")
      .executeTakeFirst();
    if (!group) throw groupNotFound();
    await audit(trx, c, {
      action: active === 1 ? "group_activate" : "group_deactivate",
      message: `Grupo ${active === 1 ? "activado" : "desactivado"}: ${group.name} (id ${groupId})`,
    });
    await invalidateAuthCache(trx);
  });
}
