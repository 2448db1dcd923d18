import { setUserActive, type UserRow } from "../../../api/users";
import { USERS } from "../kinds";
import { deleteAudited } from "../shared/audited-delete";
import type { EntityActions } from "../shared/entity";
import { toggleStatus } from "../shared/toggle";

const TOGGLE = "system.toggleUserActive";

export const userActions: EntityActions<UserRow> = {
  noun: "User",
  plural: "users",
  pane: USERS,
  module: "user",
  dialog: "user",
  duplicable: true,
  toggleId: TOGGLE,
  id: (row) => row.user_id,
  label: (row) => `${row.name} <${row.email}>`,
  remove: (row, reason) => deleteAudited(`/user/${row.user_id}`, reason),
  toggle: (t, row) => {
    const next = row.active === 1 ? 0 : 1;
    return toggleStatus({
      t,
      command: TOGGLE,
      id: row.user_id,
      next,
      name: row.name,
      confirm: { on: "system.users.confirmActivate", off: "system.users.confirmDeactivate" },
      lines: [t(next === 1 ? "system.users.activateImpact" : "system.users.deactivateImpact")],
      call: (value) => setUserActive(row.user_id, value),
      // Spec 1 §8: 'El Usuario … no ha sido actualizado' plus the server's message.
      failure: t("system.users.notUpdated", { name: row.name }),
    });
  },
};
