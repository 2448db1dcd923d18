import { baseCalls } from "../../src/contract/base.ts";
import { findForRecovery, finishRecovery, startRecovery } from "../auth/exports.ts";
import { firstWhere } from "../db/by-keys.ts";
import { ApiError } from "../envelope.ts";
import { serverMessages } from "../i18n/messages.ts";
import { legacyMenu } from "../legacy-menu.ts";
import { implement } from "../platform/route.ts";

/** /services/base: reference lists, and the public calls the login page needs before anyone is signed in. */
export const baseRoutes = implement(baseCalls, (deps) => {
  const { db } = deps;
  return {
    getTranslations: async () => serverMessages(),
    findUser: async ({ query }, c) => findForRecovery(deps, c, query.email ?? query.name ?? ""),
    requestPasswordRecovery: async ({ params }, c) => {
      await startRecovery(deps, c, params.user_id);
      return { sent: true as const };
    },
    updatePassword: async ({ params, body }, c) => {
      if (body.user_id !== params.user_id) throw new ApiError("invalid_request", { datafield: "user_id" });
      await finishRecovery(deps, c, { ref: params.user_id, token: body.token, plain: body.plain });
      return { updated: true as const };
    },
    listRegions: async () =>
      db.selectFrom("regions").select(["region_id", "name", "title"]).orderBy("region_id").execute(),
    listTimezones: async () => db.selectFrom("timezones").selectAll().orderBy("tz_id").execute(),
    listTenants: async () => db.selectFrom("tenants").selectAll().orderBy("tenant_id").execute(),
    listMetadata: async () => db.selectFrom("metadata").selectAll().orderBy("key").execute(),
    listActiveGroups: async () =>
      db
        .selectFrom("groups")
        .select(["group_id", "name", "title", "description", "active"])
        .where("active", "=", 1)
        .orderBy("title")
        .execute(),
    listActiveProfiles: async () =>
      db.selectFrom("profiles").selectAll().where("active", "=", 1).orderBy("title").execute(),
    listGroupProfiles: async ({ params }) => {
      const group = await firstWhere(db, "groups", "group_id", { group_id: params.group_id, active: 1 });
      if (!group) throw new ApiError("group_not_found", { datafield: "group_id" });
      return db
        .selectFrom("group_profiles as gp")
        .innerJoin("profiles as p", "p.profile_id", "gp.profile_id")
        .where("gp.group_id", "=", params.group_id)
        .where("p.active", "=", 1)
        .selectAll("p")
        .orderBy("p.title")
        .execute();
    },
    // The legacy menu is the same for every v9 user; username is validated for contract compatibility.
    getLegacyMenu: async () => ({ menu: await legacyMenu(db) }),
  };
});
