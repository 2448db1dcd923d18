import { Hono } from "hono";
import { requireAuth } from "../auth/middleware.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ok } from "../envelope.ts";
import { loadProfile } from "../profile/own-profile.ts";
import { ownProfileBody, updateOwnProfile } from "../profile/update-own-profile.ts";
import { parseBody } from "../validation.ts";

export function profileRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/", requireAuth(deps), async (c) => ok(c, await loadProfile(db, c.var.user.user_id)))
    .put("/", requireAuth(deps), async (c) => {
      await updateOwnProfile(deps, c, await parseBody(c, ownProfileBody));
      return ok(c, await loadProfile(db, c.var.user.user_id));
    });
}
