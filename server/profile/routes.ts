import { profileCalls } from "../../src/contract/profile.ts";
import { implement } from "../platform/route.ts";
import { loadProfile } from "./own-profile.ts";
import { updateOwnProfile } from "./update-own-profile.ts";

export const profileRoutes = implement(profileCalls, (deps) => {
  const { db } = deps;
  return {
    getOwnProfile: async (_, c) => loadProfile(db, c.var.user.user_id),
    updateOwnProfile: async ({ body }, c) => {
      await updateOwnProfile(deps, c, body);
      return loadProfile(db, c.var.user.user_id);
    },
  };
});
