import { fetchModules } from "../../../api/modules";
import { systemKeys } from "../../../api/system-keys";
import { useClientList } from "../../../kit/list-screen";
import type { PaneProps } from "../../../workspace/types";
import { SystemList } from "../shared/system-list";
import { moduleActions } from "./module-actions";
import { useModuleColumns } from "./module-columns";

/** Modules (spec 1 §2): every module, hidden ones included, with a visibility switch. */
export function ModulesPane({ paneId }: PaneProps) {
  const columns = useModuleColumns(paneId);
  const { source, notice } = useClientList(systemKeys.modules(), fetchModules);
  return (
    <SystemList
      paneId={paneId}
      entity={moduleActions}
      idField="module_id"
      exportTitle="SystemModuleFile"
      columns={columns}
      source={source}
      notice={notice}
    />
  );
}
