import { fetchModules } from "../../../api/modules";
import { systemKeys } from "../../../api/system-keys";
import { wholeSystemList } from "../shared/system-list";
import { moduleActions } from "./module-actions";
import { useModuleColumns } from "./module-columns";

/** Modules (spec 1 §2): every module, hidden ones included, with a visibility switch. */
export const ModulesPane = wholeSystemList(moduleActions, "module_id", {
  queryKey: systemKeys.modules,
  fetch: fetchModules,
  useColumns: useModuleColumns,
});
