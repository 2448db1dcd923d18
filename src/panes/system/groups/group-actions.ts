import { type GroupRow, setGroupActive } from "../../../api/groups";
import { GROUPS } from "../kinds";
import { deleteAudited } from "../shared/audited-delete";
import type { EntityActions } from "../shared/entity";
import { toggleStatus } from "../shared/toggle";

const TOGGLE = "system.toggleGroupActive";

export const groupActions: EntityActions<GroupRow> = {
  noun: "Group",
  plural: "groups",
  pane: GROUPS,
  module: "groups",
  dialog: "group",
  duplicable: true,
  toggleId: TOGGLE,
  id: (row) => row.group_id,
  label: (row) => `${row.title} (${row.name})`,
  remove: (row, reason) => deleteAudited(`/system/group/${row.group_id}`, reason),
  warn: (t, row) =>
    row.users > 0 ? t("system.groups.hasUsersWarning", { name: row.title, count: row.users }) : undefined,
  toggle: (t, row) =>
    toggleStatus({
      t,
      command: TOGGLE,
      id: row.group_id,
      next: row.active === 1 ? 0 : 1,
      name: row.title,
      confirm: { on: "system.groups.confirmActivate", off: "system.groups.confirmDeactivate" },
      lines: row.active === 1 ? [t("system.groups.deactivateImpact", { count: row.users })] : undefined,
      call: (value) => setGroupActive(row.group_id, value),
      failure: t("system.groups.notUpdated", { name: row.title }),
    }),
};
