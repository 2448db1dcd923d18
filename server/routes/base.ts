import { Hono } from "hono";
import { z } from "zod";
import { requireAuth, requirePrivilege } from "../auth/middleware.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ApiError, ok } from "../envelope.ts";
import { legacyMenu } from "../legacy-menu.ts";
import { parseParams, parseQuery, textId } from "../validation.ts";

const groupParams = z.object({ group_id: textId });
const menuQuery = z.object({ username: z.string().max(320).optional() });

/** Authenticated reference lists of /services/base (the public ones live in base-public.ts). */
export function baseRoutes(deps: AppDeps) {
  const { db } = deps;
  // Per-route rather than use("*"): these routes share the /base prefix with public ones.
  const auth = requireAuth(deps);
  return new Hono<AppEnv>()
    .get("/region", auth, async (c) =>
      ok(
        c,
        await db.selectFrom("regions").select(["region_id", "name", "title"]).orderBy("region_id").execute(),
      ),
    )
    .get("/timezone", auth, async (c) =>
      ok(c, await db.selectFrom("timezones").selectAll().orderBy("tz_id").execute()),
    )
    .get("/tenant_code", auth, async (c) =>
      ok(c, await db.selectFrom("tenants").selectAll().orderBy("tenant_id").execute()),
    )
    .get("/metadata", auth, async (c) =>
      ok(c, await db.selectFrom("metadata").selectAll().orderBy("key").execute()),
    )
    .get("/group", auth, async (c) =>
      ok(
        c,
        await db
          .selectFrom("groups")
          .select(["group_id", "name", "title", "description", "active"])
          .where("active", "=", 1)
          .orderBy("title")
          .execute(),
      ),
    )
    .get("/profile", auth, async (c) =>
      ok(c, await db.selectFrom("profiles").selectAll().where("active", "=", 1).orderBy("title").execute()),
    )
    .get("/profile/group/:group_id", auth, async (c) => {
      const { group_id } = parseParams(c, groupParams);
      const group = await db
        .selectFrom("groups")
        .select("group_id")
        .where("group_id", "=", group_id)
        .where("active", "=", 1)
        .executeTakeFirst();
      if (!group) throw new ApiError(404, "group_not_found", { datafield: "group_id" });
      const profiles = await db
        .selectFrom("group_profiles as gp")
        .innerJoin("profiles as p", "p.profile_id", "gp.profile_id")
        .where("gp.group_id", "=", group_id)
        .where("p.active", "=", 1)
        .selectAll("p")
        .orderBy("p.title")
        .execute();
      return ok(c, profiles);
    })
    .get("/menuadminv", auth, requirePrivilege("adminv9", "view"), async (c) => {
      // The legacy menu is the same for every v9 user; username is validated for contract compatibility.
      parseQuery(c, menuQuery);
      return ok(c, { menu: await legacyMenu(db) });
    });
}
