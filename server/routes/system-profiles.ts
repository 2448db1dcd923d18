import { Hono } from "hono";
import { z } from "zod";
import { requireAuth, requirePrivilege } from "../auth/middleware.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ok } from "../envelope.ts";
import { allQuery, flag, idParam } from "../system/fields.ts";
import { readGroup } from "../system/groups.ts";
import {
  createProfile,
  createProfileBody,
  deleteProfile,
  profileNameTaken,
  setProfileActive,
  updateProfile,
  updateProfileBody,
} from "../system/profile-write.ts";
import { loadProfiles, readProfile } from "../system/profiles.ts";
import { parseBody, parseParams, parseQuery, textId } from "../validation.ts";

const profileParams = idParam("profile_id");
const groupParams = idParam("group_id");
const nameParams = z.object({ name: z.string().trim().min(1).max(100) });
// While editing a role its own name is not "taken": the form passes its id.
const nameQuery = z.object({ profile_id: textId.optional() });
const activeBody = z.object({ active: flag });

/** /services/system/profile: roles administration (module `roles`). */
export function systemProfileRoutes(deps: AppDeps) {
  const { db } = deps;
  const can = (privilege: "view" | "new" | "edit" | "delete") => requirePrivilege("roles", privilege);
  return (
    new Hono<AppEnv>()
      .use("*", requireAuth(deps))
      .get("/", can("view"), async (c) => ok(c, await loadProfiles(db)))
      .post("/", can("new"), async (c) => {
        const profileId = await createProfile(deps, c, await parseBody(c, createProfileBody));
        return ok(c, await readProfile(db, profileId), { created: true });
      })
      // Result 0: the name is available; 1: another role has it (case-insensitive).
      .get("/name/:name", can("view"), async (c) => {
        const { name } = parseParams(c, nameParams);
        const { profile_id } = parseQuery(c, nameQuery);
        return ok(c, (await profileNameTaken(db, name, profile_id)) ? 1 : 0);
      })
      // The roles a group offers; like the pickers, active ones only unless all=1.
      .get("/group/:group_id", can("view"), async (c) => {
        const { group_id } = parseParams(c, groupParams);
        const { all } = parseQuery(c, allQuery);
        await readGroup(db, group_id);
        return ok(c, await loadProfiles(db, { groupId: group_id, active: all === 1 ? undefined : 1 }));
      })
      .put("/active/:profile_id", can("edit"), async (c) => {
        const { profile_id } = parseParams(c, profileParams);
        const { active } = await parseBody(c, activeBody);
        await setProfileActive(deps, c, profile_id, active);
        return ok(c, await readProfile(db, profile_id));
      })
      .get("/:profile_id", can("view"), async (c) =>
        ok(c, await readProfile(db, parseParams(c, profileParams).profile_id)),
      )
      .put("/:profile_id", can("edit"), async (c) => {
        const { profile_id } = parseParams(c, profileParams);
        await updateProfile(deps, c, profile_id, await parseBody(c, updateProfileBody));
        return ok(c, await readProfile(db, profile_id));
      })
      .delete("/:profile_id", can("delete"), async (c) => {
        const { profile_id } = parseParams(c, profileParams);
        await deleteProfile(deps, c, profile_id);
        return ok(c, { profile_id });
      })
  );
}
