import { fetchModules, type ModuleRow } from "../../../api/modules";
import { systemKeys } from "../../../api/system-keys";
import type { PaneProps } from "../../types";
import { type ClientList, ClientListPane } from "../shared/client-list-pane";
import { moduleActions } from "./module-actions";
import { useModuleColumns } from "./module-columns";

const MODULES: ClientList<ModuleRow> = {
  entity: moduleActions,
  idField: "module_id",
  exportTitle: "SystemModuleFile",
  queryKey: systemKeys.modules,
  fetch: fetchModules,
  useColumns: useModuleColumns,
};

/** Modules (spec 1 §2): every module, hidden ones included, with a visibility switch. */
export function ModulesPane({ paneId }: PaneProps) {
  return <ClientListPane paneId={paneId} list={MODULES} />;
}
