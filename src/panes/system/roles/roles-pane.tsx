import { fetchRoles, type RoleRow } from "../../../api/roles";
import { systemKeys } from "../../../api/system-keys";
import type { PaneProps } from "../../types";
import { type ClientList, ClientListPane } from "../shared/client-list-pane";
import { roleActions } from "./role-actions";
import { useRoleColumns } from "./role-columns";

const ROLES: ClientList<RoleRow> = {
  entity: roleActions,
  idField: "profile_id",
  exportTitle: "SystemRoleFile",
  queryKey: systemKeys.roles,
  fetch: fetchRoles,
  useColumns: useRoleColumns,
};

/** Roles (spec 1 §2): privileges, groups offering each role, users holding it, status switch. */
export function RolesPane({ paneId }: PaneProps) {
  return <ClientListPane paneId={paneId} list={ROLES} />;
}
