import { useTranslation } from "react-i18next";
import { fetchModules } from "../../../api/modules";
import { systemKeys } from "../../../api/system-keys";
import type { PaneProps } from "../../types";
import { SystemTable } from "../shared/system-table";
import { useClientList } from "../shared/use-client-list";
import { useModuleColumns } from "./module-columns";

/** Modules (spec 1 §2): every module, hidden ones included, with a visibility switch. */
export function ModulesPane({ paneId }: PaneProps) {
  const { t } = useTranslation();
  const columns = useModuleColumns(paneId);
  const { source, notice } = useClientList(systemKeys.modules(), fetchModules);
  return (
    <SystemTable
      paneId={paneId}
      kind="system.modules"
      ariaLabel={t("system.modules.listTitle")}
      columns={columns}
      source={source}
      rowKey={(row) => row.module_id}
      exportTitle="SystemModuleFile"
      activateCommand="system.editModule"
      initialSort={{ field: "module_id", order: "asc" }}
      emptyText={t("system.modules.empty")}
      notice={notice}
    />
  );
}
