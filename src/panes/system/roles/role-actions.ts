import { deleteRole, type RoleRow, setRoleActive } from "../../../api/roles";
import { ROLES } from "../kinds";
import { memberedEntity } from "../shared/entity";

export const roleActions = memberedEntity<RoleRow>("role", ROLES, {
  id: (row) => row.profile_id,
  remove: (row, reason) => deleteRole(row.profile_id, reason),
  setActive: (row, active) => setRoleActive(row.profile_id, active),
});
