import { type RoleRow, setRoleActive } from "../../../api/roles";
import { ROLES } from "../kinds";
import { deleteAudited } from "../shared/audited-delete";
import type { EntityActions } from "../shared/entity";
import { toggleStatus } from "../shared/toggle";

const TOGGLE = "system.toggleRoleActive";

export const roleActions: EntityActions<RoleRow> = {
  noun: "Role",
  plural: "roles",
  pane: ROLES,
  module: "roles",
  dialog: "role",
  duplicable: true,
  toggleId: TOGGLE,
  id: (row) => row.profile_id,
  label: (row) => `${row.title} (${row.name})`,
  remove: (row, reason) => deleteAudited(`/system/profile/${row.profile_id}`, reason),
  warn: (t, row) =>
    row.users > 0 ? t("system.roles.hasUsersWarning", { name: row.title, count: row.users }) : undefined,
  toggle: (t, row) =>
    toggleStatus({
      t,
      command: TOGGLE,
      id: row.profile_id,
      next: row.active === 1 ? 0 : 1,
      name: row.title,
      confirm: { on: "system.roles.confirmActivate", off: "system.roles.confirmDeactivate" },
      lines: row.active === 1 ? [t("system.roles.deactivateImpact", { count: row.users })] : undefined,
      call: (value) => setRoleActive(row.profile_id, value),
      failure: t("system.roles.notUpdated", { name: row.title }),
    }),
};
