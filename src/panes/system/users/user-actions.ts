import { deleteUser, setUserActive, type UserRow } from "../../../api/users";
import { USERS } from "../kinds";
import type { EntityActions } from "../shared/entity";

export const userActions: EntityActions<UserRow> = {
  noun: "User",
  plural: "users",
  pane: USERS,
  module: "user",
  dialog: "user",
  duplicable: true,
  toggleId: "system.toggleUserActive",
  id: (row) => row.user_id,
  label: (row) => `${row.name} <${row.email}>`,
  remove: (row, reason) => deleteUser(row.user_id, reason),
  // Spec 1 §8: a failure reads 'El Usuario … no ha sido actualizado' plus the server's message.
  switched: {
    flag: (row) => row.active,
    name: (row) => row.name,
    lines: (t, _row, next) => [
      t(next === 1 ? "system.users.activateImpact" : "system.users.deactivateImpact"),
    ],
    call: (row, active) => setUserActive(row.user_id, active),
  },
};
