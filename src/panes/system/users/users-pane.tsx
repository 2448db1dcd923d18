import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { systemKeys } from "../../../api/system-keys";
import { fetchUserPage, type UserRow, type UserSortField } from "../../../api/users";
import { executeCommand } from "../../../commands/execute";
import { useRowActions } from "../../../commands/hooks";
import { session } from "../../../session/store";
import { DataTable, type PageRequest, type TableSource } from "../../../ui/data-table";
import { setPaneSelection } from "../../selection";
import type { PaneProps } from "../../types";
import { useRefreshOnChange } from "../shared/changes";
import { SystemDialogs } from "../system-dialogs";
import { useUserColumns } from "./user-columns";

/** System users (spec 1 §2): server-side paged list, create/edit modals, status switch, bulk delete. */
export function UsersPane({ paneId }: PaneProps) {
  const { t } = useTranslation();
  const { region, tenant } = useSnapshot(session);
  useRefreshOnChange();
  const columns = useUserColumns(paneId);
  const rowActions = useRowActions<UserRow>("system.users", paneId);
  const source = useMemo<TableSource<UserRow>>(
    () => ({
      kind: "server",
      queryKey: systemKeys.users(region, tenant),
      fetchPage: async (request: PageRequest) => {
        const page = await fetchUserPage({
          start: request.from,
          length: request.quantity,
          sortField: (request.sort?.field ?? "user_id") as UserSortField,
          sortOrder: request.sort?.order ?? "asc",
          search: request.search,
        });
        return { rows: page.data, total: page.recordsTotal, filtered: page.recordsFiltered };
      },
    }),
    [region, tenant],
  );
  return (
    <div className="flex h-full min-h-0 flex-col p-2">
      <DataTable
        ariaLabel={t("system.users.listTitle")}
        columns={columns}
        source={source}
        rowKey={(row) => row.user_id}
        exportTitle="SystemUserFile"
        selectable
        rowActions={rowActions}
        onActivate={(row) => void executeCommand("system.editUser", "row", undefined, { paneId, selection: [row] })}
        onSelectionChange={(rows) => setPaneSelection(paneId, rows)}
        initialSort={{ field: "user_id", order: "desc" }}
        emptyText={t("system.users.empty")}
      />
      <SystemDialogs paneId={paneId} />
    </div>
  );
}
