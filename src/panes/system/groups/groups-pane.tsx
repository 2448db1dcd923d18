import { fetchGroups } from "../../../api/groups";
import { systemKeys } from "../../../api/system-keys";
import { useClientList } from "../../../kit/list-screen";
import type { PaneProps } from "../../../workspace/types";
import { SystemList } from "../shared/system-list";
import { groupActions } from "./group-actions";
import { useGroupColumns } from "./group-columns";

/** Groups (spec 1 §2): every group, inactive ones included, with its links and number of users. */
export function GroupsPane({ paneId }: PaneProps) {
  const columns = useGroupColumns(paneId);
  const { source, notice } = useClientList(systemKeys.groups(), fetchGroups);
  return (
    <SystemList
      paneId={paneId}
      entity={groupActions}
      idField="group_id"
      exportTitle="SystemGroupFile"
      columns={columns}
      source={source}
      notice={notice}
    />
  );
}
