import { Hono } from "hono";
import { z } from "zod";
import { requireAuth, requirePrivilege } from "../auth/middleware.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ok } from "../envelope.ts";
import { flag, idParam } from "../system/fields.ts";
import {
  createGroup,
  createGroupBody,
  deleteGroup,
  setGroupActive,
  updateGroup,
  updateGroupBody,
} from "../system/group-write.ts";
import { loadGroups, readGroup } from "../system/groups.ts";
import { parseBody, parseParams } from "../validation.ts";

const groupParams = idParam("group_id");
const activeBody = z.object({ active: flag });

/** /services/system/group: groups administration (module `groups`). */
export function systemGroupRoutes(deps: AppDeps) {
  const { db } = deps;
  const can = (privilege: "view" | "new" | "edit" | "delete") => requirePrivilege("groups", privilege);
  return new Hono<AppEnv>()
    .use("*", requireAuth(deps))
    .get("/", can("view"), async (c) => ok(c, await loadGroups(db)))
    .post("/", can("new"), async (c) => {
      const groupId = await createGroup(deps, c, await parseBody(c, createGroupBody));
      return ok(c, await readGroup(db, groupId), { created: true });
    })
    .put("/active/:group_id", can("edit"), async (c) => {
      const { group_id } = parseParams(c, groupParams);
      const { active } = await parseBody(c, activeBody);
      await setGroupActive(deps, c, group_id, active);
      return ok(c, await readGroup(db, group_id));
    })
    .get("/:group_id", can("view"), async (c) =>
      ok(c, await readGroup(db, parseParams(c, groupParams).group_id)),
    )
    .put("/:group_id", can("edit"), async (c) => {
      const { group_id } = parseParams(c, groupParams);
      await updateGroup(deps, c, group_id, await parseBody(c, updateGroupBody));
      return ok(c, await readGroup(db, group_id));
    })
    .delete("/:group_id", can("delete"), async (c) => {
      const { group_id } = parseParams(c, groupParams);
      await deleteGroup(deps, c, group_id);
      return ok(c, { group_id });
    });
}
