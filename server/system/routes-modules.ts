import { moduleCalls } from "../../src/contract/system-modules.ts";
import { implement } from "../platform/route.ts";
import { readGroup } from "./groups.ts";
import {
  createModule,
  deleteModule,
  loadModules,
  readModule,
  setModuleVisible,
  updateModule,
} from "./modules.ts";

/** /services/system/module: modules administration (module `modules`). */
export const systemModuleRoutes = implement(moduleCalls, (deps) => {
  const { db } = deps;
  return {
    // Visible modules only unless all=1; group_id narrows to the modules a group grants.
    listModules: async ({ query }) => {
      if (query.group_id !== undefined) await readGroup(db, query.group_id);
      return loadModules(db, { all: query.all === 1, groupId: query.group_id });
    },
    createModule: async ({ body }, c) => readModule(db, await createModule(deps, c, body)),
    setModuleVisible: async ({ params, body }, c) => {
      await setModuleVisible(deps, c, params.module_id, body.visible);
      return readModule(db, params.module_id);
    },
    getModule: async ({ params }) => readModule(db, params.module_id),
    updateModule: async ({ params, body }, c) => {
      await updateModule(deps, c, params.module_id, body);
      return readModule(db, params.module_id);
    },
    deleteModule: async ({ params, query }, c) => ({
      module_id: params.module_id,
      groups_removed: await deleteModule(deps, c, params.module_id, query.reason),
    }),
  };
});
