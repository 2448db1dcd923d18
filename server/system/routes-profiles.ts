import { roleCalls } from "../../src/contract/system-roles.ts";
import { implement } from "../platform/route.ts";
import { readGroup } from "./groups.ts";
import {
  createProfile,
  deleteProfile,
  profileNameTaken,
  setProfileActive,
  updateProfile,
} from "./profile-write.ts";
import { loadProfiles, readProfile } from "./profiles.ts";

/** /services/system/profile: roles administration (module `roles`). */
export const systemProfileRoutes = implement(roleCalls, (deps) => {
  const { db } = deps;
  return {
    listRoles: async () => loadProfiles(db),
    createRole: async ({ body }, c) => readProfile(db, await createProfile(deps, c, body)),
    // Result 0: the name is available; 1: another role has it (case-insensitive).
    checkRoleName: async ({ params, query }) =>
      (await profileNameTaken(db, params.name, query.profile_id)) ? 1 : 0,
    // The roles a group offers; like the pickers, active ones only unless all=1.
    listGroupRoles: async ({ params, query }) => {
      await readGroup(db, params.group_id);
      return loadProfiles(db, { groupId: params.group_id, active: query.all === 1 ? undefined : 1 });
    },
    setRoleActive: async ({ params, body }, c) => {
      await setProfileActive(deps, c, params.profile_id, body.active);
      return readProfile(db, params.profile_id);
    },
    getRole: async ({ params }) => readProfile(db, params.profile_id),
    updateRole: async ({ params, body }, c) => {
      await updateProfile(deps, c, params.profile_id, body);
      return readProfile(db, params.profile_id);
    },
    deleteRole: async ({ params, query }, c) => {
      await deleteProfile(deps, c, params.profile_id, query.reason);
      return { profile_id: params.profile_id };
    },
  };
});
