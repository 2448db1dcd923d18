import type { Context } from "hono";
import type { z } from "zod";
import type { createModuleBody, updateModuleBody } from "../../src/contract/system-modules.ts";
import { isRoot } from "../../src/permissions/catalog.ts";
import { audit, withReason } from "../audit.ts";
import type { AppDeps, AppEnv, AuthUser } from "../context.ts";
import { firstWhere } from "../db/by-keys.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { invalidateAuthCache } from "../permissions.ts";
import { refuse } from "./grants.ts";

type Ctx = Context<AppEnv>;

/**
 * Module names are the keys of every permission check: renaming `dummy` to `user` would hand the users
 * module to whoever holds dummy. Only root renames; and only root activates a module, which would grant it
 * again in every group that lists it (an inactive module is held by nobody, so no one else can grant it).
 */
function checkModuleIdentity(
  editor: AuthUser,
  current: { name: string; active: number },
  set: { name?: string; active?: number },
) {
  if (isRoot(editor)) return;
  if (set.name !== undefined && set.name !== current.name)
    throw refuse("system_module_rename_forbidden", "name");
  if (set.active === 1 && current.active !== 1) throw refuse("system_module_activate_forbidden", "active");
}

function moduleNotFound(): ApiError {
  return new ApiError("module_not_found");
}

/** Modules with verify_region as a boolean (spec 1 §3) and the number of groups granting each. */
export async function loadModules(db: Db, filter: { moduleId?: number; groupId?: number; all?: boolean }) {
  const { moduleId, groupId, all } = filter;
  const rows = await db
    .selectFrom("modules as m")
    .selectAll("m")
    .select((eb) =>
      eb
        .selectFrom("group_modules as gm")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("gm.module_id", "=", "m.module_id")
        .as("groups"),
    )
    .$if(moduleId !== undefined, (q) => q.where("m.module_id", "=", moduleId ?? 0))
    .$if(!all && moduleId === undefined, (q) => q.where("m.visible", "=", 1))
    .$if(groupId !== undefined, (q) =>
      q.where("m.module_id", "in", (eb) =>
        eb
          .selectFrom("group_modules")
          .select("module_id")
          .where("group_id", "=", groupId ?? 0),
      ),
    )
    .orderBy("m.module_id")
    .execute();
  return rows.map((row) => ({
    ...row,
    verify_region: row.verify_region === 1,
    groups: Number(row.groups ?? 0),
  }));
}

export async function readModule(db: Db, moduleId: number) {
  const [module] = await loadModules(db, { moduleId });
  if (!module) throw moduleNotFound();
  return module;
}

async function checkName(db: Db, name: string, exceptId = 0): Promise<void> {
  const taken = await firstWhere(db, "modules", "module_id", { name }, { module_id: exceptId });
  if (taken) throw new ApiError("system_module_name_exists", { datafield: "name" });
}

export async function createModule(deps: AppDeps, c: Ctx, body: z.output<typeof createModuleBody>) {
  const moduleId = await deps.db.transaction().execute(async (trx) => {
    await checkName(trx, body.name);
    const row = await trx.insertInto("modules").values(body).returning("module_id").executeTakeFirstOrThrow();
    await audit(trx, c, {
      action: "module_create",
      message: `Módulo creado: ${body.name} (id ${row.module_id})`,
    });
    await invalidateAuthCache(trx);
    return row.module_id;
  });
  return moduleId;
}

export async function updateModule(
  deps: AppDeps,
  c: Ctx,
  moduleId: number,
  body: z.output<typeof updateModuleBody>,
) {
  const set = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as typeof body;
  await deps.db.transaction().execute(async (trx) => {
    const current = await readModule(trx, moduleId);
    checkModuleIdentity(c.var.user, current, set);
    if (set.name !== undefined) await checkName(trx, set.name, moduleId);
    if (Object.keys(set).length > 0)
      await trx.updateTable("modules").set(set).where("module_id", "=", moduleId).execute();
    await audit(trx, c, {
      action: "module_update",
      message: `Módulo actualizado: ${set.name ?? current.name} (id ${moduleId}); campos: ${Object.keys(set).join(", ") || "ninguno"}`,
    });
    await invalidateAuthCache(trx);
  });
}

/** Deleting a module also takes it out of every group granting it, in the same transaction. */
export async function deleteModule(
  deps: AppDeps,
  c: Ctx,
  moduleId: number,
  reason?: string,
): Promise<number> {
  const groups = await deps.db.transaction().execute(async (trx) => {
    const current = await readModule(trx, moduleId);
    const removed = await trx
      .deleteFrom("group_modules")
      .where("module_id", "=", moduleId)
      .executeTakeFirst();
    await trx.deleteFrom("modules").where("module_id", "=", moduleId).execute();
    const groups = Number(removed.numDeletedRows);
    await audit(trx, c, {
      action: "module_delete",
      message: withReason(
        `Módulo eliminado: ${current.name} (id ${moduleId}); retirado de ${groups} grupo(s)`,
        reason,
      ),
    });
    await invalidateAuthCache(trx);
    return groups;
  });
  return groups;
}

export async function setModuleVisible(deps: AppDeps, c: Ctx, moduleId: number, visible: 0 | 1) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("modules")
      .set({ visible })
      .where("module_id", "=", moduleId)
      .returning("name")
      .executeTakeFirst();
    if (!row) throw moduleNotFound();
    await audit(trx, c, {
      action: visible === 1 ? "module_show" : "module_hide",
      message: `Módulo ${visible === 1 ? "visible" : "oculto"}: ${row.name} (id ${moduleId})`,
    });
    await invalidateAuthCache(trx);
  });
}
