import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { systemKeys } from "../../../api/system-keys";
import { fetchLockedUsers, type LockedUser } from "../../../api/users";
import { ListScreen, useClientList } from "../../../kit/list-screen";
import { tableColumns } from "../../../kit/table-columns";
import type { Column } from "../../../ui/data-table";
import type { PaneProps } from "../../../workspace/types";
import { fieldColumn, idColumn } from "../shared/columns";

/**
 * Accounts locked now by failed sign-ins (issue 28 §4): until when, why and from which address. Activating
 * the user in Usuarios lifts a lock sooner.
 */
export function LockedUsersPane(_: PaneProps) {
  const { t, i18n } = useTranslation();
  const { source, notice } = useClientList(systemKeys.lockedUsers(), fetchLockedUsers);
  const columns = useMemo((): Column<LockedUser>[] => {
    const column = tableColumns<LockedUser>(t, "system", i18n.language);
    return [
      idColumn<LockedUser>(t, "user_id", 80),
      fieldColumn<LockedUser>(t, "email", 240),
      fieldColumn<LockedUser>(t, "fullname", 200),
      column.date("locked_at", "lockedAt", (row) => row.locked_at),
      column.date("unlocks_at", "unlocksAt", (row) => row.unlocks_at),
      column.sorted("reason", "reason", (row) => t(`system.lockedUsers.reasons.${row.reason}`), 320),
      column.sorted("failed_today", "failedToday", (row) => row.failed_today, 110, { align: "right" }),
      { ...fieldColumn<LockedUser>(t, "address", 150), value: (row) => row.address ?? "" },
    ];
  }, [t, i18n.language]);
  return (
    <ListScreen
      label={t("system.lockedUsers.listTitle")}
      exportTitle="SystemLockedUsersFile"
      columns={columns}
      source={source}
      notice={notice}
      rowKey={(row) => row.user_id}
      initialSort={{ field: "locked_at", order: "desc" }}
      emptyText={t("system.lockedUsers.empty")}
    />
  );
}
