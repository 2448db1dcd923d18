import { useTranslation } from "react-i18next";
import { fetchRoles } from "../../../api/roles";
import { systemKeys } from "../../../api/system-keys";
import type { PaneProps } from "../../types";
import { SystemTable } from "../shared/system-table";
import { useClientList } from "../shared/use-client-list";
import { useRoleColumns } from "./role-columns";

/** Roles (spec 1 §2): privileges, groups offering each role, users holding it, status switch. */
export function RolesPane({ paneId }: PaneProps) {
  const { t } = useTranslation();
  const columns = useRoleColumns(paneId);
  const { source, notice } = useClientList(systemKeys.roles(), fetchRoles);
  return (
    <SystemTable
      paneId={paneId}
      kind="system.roles"
      ariaLabel={t("system.roles.listTitle")}
      columns={columns}
      source={source}
      rowKey={(row) => row.profile_id}
      exportTitle="SystemRoleFile"
      activateCommand="system.editRole"
      initialSort={{ field: "profile_id", order: "asc" }}
      emptyText={t("system.roles.empty")}
      notice={notice}
    />
  );
}
