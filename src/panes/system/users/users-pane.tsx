import { useMemo } from "react";
import { useSnapshot } from "valtio";
import { systemKeys } from "../../../api/system-keys";
import { fetchUserPage, type UserSortField } from "../../../api/users";
import { userCalls } from "../../../contract/system-users";
import { dataTablesPage, serverList, startLength } from "../../../kit/paging";
import { session } from "../../../session/store";
import type { PaneProps } from "../../../workspace/types";
import { SystemList } from "../shared/system-list";
import { userActions } from "./user-actions";
import { useUserColumns } from "./user-columns";

/** System users (spec 1 §2): server-side paged list (start/length), create/edit modals, status switch, bulk delete. */
export function UsersPane({ paneId }: PaneProps) {
  const { region, tenant } = useSnapshot(session);
  const columns = useUserColumns(paneId);
  const source = useMemo(
    () =>
      serverList({
        queryKey: systemKeys.users(region, tenant),
        dialect: startLength<UserSortField>(),
        defaultSort: { field: "user_id", order: "asc" },
        call: userCalls.listUsers,
        fetch: fetchUserPage,
        read: dataTablesPage,
      }),
    [region, tenant],
  );
  return (
    <SystemList
      paneId={paneId}
      entity={userActions}
      idField="user_id"
      order="desc"
      columns={columns}
      source={source}
    />
  );
}
