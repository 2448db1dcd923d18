import { deleteGroup, type GroupRow, setGroupActive } from "../../../api/groups";
import { GROUPS } from "../kinds";
import { memberedEntity } from "../shared/entity";

export const groupActions = memberedEntity<GroupRow>(
  {
    noun: "Group",
    plural: "groups",
    pane: GROUPS,
    module: "groups",
    dialog: "group",
    toggleId: "system.toggleGroupActive",
    id: (row) => row.group_id,
    remove: (row, reason) => deleteGroup(row.group_id, reason),
  },
  (row, active) => setGroupActive(row.group_id, active),
);
