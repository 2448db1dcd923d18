import { fetchRoles } from "../../../api/roles";
import { systemKeys } from "../../../api/system-keys";
import { wholeSystemList } from "../shared/system-list";
import { roleActions } from "./role-actions";
import { useRoleColumns } from "./role-columns";

/** Roles (spec 1 §2): privileges, groups offering each role, users holding it, status switch. */
export const RolesPane = wholeSystemList(roleActions, "profile_id", {
  queryKey: systemKeys.roles,
  fetch: fetchRoles,
  useColumns: useRoleColumns,
});
