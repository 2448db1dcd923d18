import { fetchGroups, type GroupRow } from "../../../api/groups";
import { systemKeys } from "../../../api/system-keys";
import type { PaneProps } from "../../types";
import { type ClientList, ClientListPane } from "../shared/client-list-pane";
import { groupActions } from "./group-actions";
import { useGroupColumns } from "./group-columns";

const GROUPS: ClientList<GroupRow> = {
  entity: groupActions,
  idField: "group_id",
  exportTitle: "SystemGroupFile",
  queryKey: systemKeys.groups,
  fetch: fetchGroups,
  useColumns: useGroupColumns,
};

/** Groups (spec 1 §2): every group, inactive ones included, with its links and number of users. */
export function GroupsPane({ paneId }: PaneProps) {
  return <ClientListPane paneId={paneId} list={GROUPS} />;
}
