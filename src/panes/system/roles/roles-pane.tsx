import { fetchRoles } from "../../../api/roles";
import { systemKeys } from "../../../api/system-keys";
import { useClientList } from "../../../kit/list-screen";
import type { PaneProps } from "../../../workspace/types";
import { SystemList } from "../shared/system-list";
import { roleActions } from "./role-actions";
import { useRoleColumns } from "./role-columns";

/** Roles (spec 1 §2): privileges, groups offering each role, users holding it, status switch. */
export function RolesPane({ paneId }: PaneProps) {
  const columns = useRoleColumns(paneId);
  const { source, notice } = useClientList(systemKeys.roles(), fetchRoles);
  return (
    <SystemList
      paneId={paneId}
      entity={roleActions}
      idField="profile_id"
      exportTitle="SystemRoleFile"
      columns={columns}
      source={source}
      notice={notice}
    />
  );
}
