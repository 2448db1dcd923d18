import { Hono } from "hono";
import { z } from "zod";
import { requireAuth, requirePrivilege } from "../auth/middleware.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ok } from "../envelope.ts";
import { flag, idParam } from "../system/fields.ts";
import { readGroup } from "../system/groups.ts";
import {
  createModule,
  createModuleBody,
  deleteModule,
  loadModules,
  moduleListQuery,
  readModule,
  setModuleVisible,
  updateModule,
  updateModuleBody,
} from "../system/modules.ts";
import { parseBody, parseParams, parseQuery } from "../validation.ts";

const moduleParams = idParam("module_id");
const visibleBody = z.object({ visible: flag });

/** /services/system/module: modules administration (module `modules`). */
export function systemModuleRoutes(deps: AppDeps) {
  const { db } = deps;
  const can = (privilege: "view" | "new" | "edit" | "delete") => requirePrivilege("modules", privilege);
  return (
    new Hono<AppEnv>()
      .use("*", requireAuth(deps))
      // Visible modules only unless all=1; group_id narrows to the modules a group grants.
      .get("/", can("view"), async (c) => {
        const { all, group_id } = parseQuery(c, moduleListQuery);
        if (group_id !== undefined) await readGroup(db, group_id);
        return ok(c, await loadModules(db, { all: all === 1, groupId: group_id }));
      })
      .post("/", can("new"), async (c) => {
        const moduleId = await createModule(deps, c, await parseBody(c, createModuleBody));
        return ok(c, await readModule(db, moduleId), { created: true });
      })
      .put("/visible/:module_id", can("edit"), async (c) => {
        const { module_id } = parseParams(c, moduleParams);
        const { visible } = await parseBody(c, visibleBody);
        await setModuleVisible(deps, c, module_id, visible);
        return ok(c, await readModule(db, module_id));
      })
      .get("/:module_id", can("view"), async (c) =>
        ok(c, await readModule(db, parseParams(c, moduleParams).module_id)),
      )
      .put("/:module_id", can("edit"), async (c) => {
        const { module_id } = parseParams(c, moduleParams);
        await updateModule(deps, c, module_id, await parseBody(c, updateModuleBody));
        return ok(c, await readModule(db, module_id));
      })
      .delete("/:module_id", can("delete"), async (c) => {
        const { module_id } = parseParams(c, moduleParams);
        const groups = await deleteModule(deps, c, module_id);
        return ok(c, { module_id, groups_removed: groups });
      })
  );
}
