import { fetchGroups } from "../../../api/groups";
import { systemKeys } from "../../../api/system-keys";
import { wholeSystemList } from "../shared/system-list";
import { groupActions } from "./group-actions";
import { useGroupColumns } from "./group-columns";

/** Groups (spec 1 §2): every group, inactive ones included, with its links and number of users. */
export const GroupsPane = wholeSystemList(groupActions, "group_id", {
  queryKey: systemKeys.groups,
  fetch: fetchGroups,
  useColumns: useGroupColumns,
});
