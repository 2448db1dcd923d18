import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { systemKeys } from "../../../api/system-keys";
import { fetchLockedUsers, type LockedUser } from "../../../api/users";
import { dateColumn } from "../../../kit/date-column";
import { dateFormatter } from "../../../kit/format";
import { ListScreen, useClientList } from "../../../kit/list-screen";
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
    const date = dateFormatter(i18n.language);
    return [
      idColumn<LockedUser>(t, "user_id", 80),
      fieldColumn<LockedUser>(t, "email", 240),
      fieldColumn<LockedUser>(t, "fullname", 200),
      dateColumn<LockedUser>({
        id: "locked_at",
        header: t("system.columns.lockedAt"),
        at: (row) => row.locked_at,
        format: date,
      }),
      dateColumn<LockedUser>({
        id: "unlocks_at",
        header: t("system.columns.unlocksAt"),
        at: (row) => row.unlocks_at,
        format: date,
      }),
      {
        id: "reason",
        header: t("system.columns.reason"),
        value: (row) => t(`system.lockedUsers.reasons.${row.reason}`),
        width: 320,
        sortable: true,
      },
      {
        id: "failed_today",
        header: t("system.columns.failedToday"),
        value: (row) => row.failed_today,
        width: 110,
        align: "right",
        sortable: true,
      },
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
