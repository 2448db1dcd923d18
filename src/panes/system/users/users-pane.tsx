import { useMemo } from "react";
import { useSnapshot } from "valtio";
import { systemKeys } from "../../../api/system-keys";
import { fetchUserPage, type UserRow, type UserSortField } from "../../../api/users";
import { USER_PAGE_MAX } from "../../../contract/page-limits";
import { session } from "../../../session/store";
import type { PageRequest, TableSource } from "../../../ui/data-table";
import type { PaneProps } from "../../types";
import { SystemTable } from "../shared/system-table";
import { userActions } from "./user-actions";
import { useUserColumns } from "./user-columns";

/** System users (spec 1 §2): server-side paged list, create/edit modals, status switch, bulk delete. */
export function UsersPane({ paneId }: PaneProps) {
  const { region, tenant } = useSnapshot(session);
  const columns = useUserColumns(paneId);
  const source = useMemo<TableSource<UserRow>>(
    () => ({
      kind: "server",
      queryKey: systemKeys.users(region, tenant),
      pageLimit: USER_PAGE_MAX,
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
    <SystemTable
      paneId={paneId}
      entity={userActions}
      idField="user_id"
      order="desc"
      exportTitle="SystemUserFile"
      columns={columns}
      source={source}
    />
  );
}
