import { groupCalls } from "../../src/contract/system-groups.ts";
import { implement } from "../platform/route.ts";
import { createGroup, deleteGroup, setGroupActive, updateGroup } from "./group-write.ts";
import { loadGroups, readGroup } from "./groups.ts";

/** /services/system/group: groups administration (module `groups`). */
export const systemGroupRoutes = implement(groupCalls, (deps) => {
  const { db } = deps;
  return {
    listGroups: async () => loadGroups(db),
    createGroup: async ({ body }, c) => readGroup(db, await createGroup(deps, c, body)),
    setGroupActive: async ({ params, body }, c) => {
      await setGroupActive(deps, c, params.group_id, body.active);
      return readGroup(db, params.group_id);
    },
    getGroup: async ({ params }) => readGroup(db, params.group_id),
    updateGroup: async ({ params, body }, c) => {
      await updateGroup(deps, c, params.group_id, body);
      return readGroup(db, params.group_id);
    },
    deleteGroup: async ({ params, query }, c) => {
      await deleteGroup(deps, c, params.group_id, query.reason);
      return { group_id: params.group_id };
    },
  };
});
