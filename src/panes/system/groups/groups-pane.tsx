import { useTranslation } from "react-i18next";
import { fetchGroups } from "../../../api/groups";
import { systemKeys } from "../../../api/system-keys";
import type { PaneProps } from "../../types";
import { SystemTable } from "../shared/system-table";
import { useClientList } from "../shared/use-client-list";
import { useGroupColumns } from "./group-columns";

/** Groups (spec 1 §2): every group, inactive ones included, with its links and number of users. */
export function GroupsPane({ paneId }: PaneProps) {
  const { t } = useTranslation();
  const columns = useGroupColumns(paneId);
  const { source, notice } = useClientList(systemKeys.groups(), fetchGroups);
  return (
    <SystemTable
      paneId={paneId}
      kind="system.groups"
      ariaLabel={t("system.groups.listTitle")}
      columns={columns}
      source={source}
      rowKey={(row) => row.group_id}
      exportTitle="SystemGroupFile"
      activateCommand="system.editGroup"
      initialSort={{ field: "group_id", order: "asc" }}
      emptyText={t("system.groups.empty")}
      notice={notice}
    />
  );
}
