import { deleteGroup, type GroupRow, setGroupActive } from "../../../api/groups";
import { GROUPS } from "../kinds";
import { memberedEntity } from "../shared/entity";

export const groupActions = memberedEntity<GroupRow>("group", GROUPS, {
  id: (row) => row.group_id,
  remove: (row, reason) => deleteGroup(row.group_id, reason),
  setActive: (row, active) => setGroupActive(row.group_id, active),
});
