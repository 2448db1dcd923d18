import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { UserRow } from "../../../api/users";
import { tableColumns } from "../../../kit/table-columns";
import type { Column } from "../../../ui/data-table";
import { activeColumn, fieldColumn, idColumn } from "../shared/columns";
import { userActions } from "./user-actions";

/** Spec 1 §2: id, name, role, registration date, last login (the exported five), then e-mail and status. */
export function useUserColumns(paneId: string): Column<UserRow>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const column = tableColumns<UserRow>(t, "system", i18n.language);
    return [
      idColumn<UserRow>(t, "user_id", 80),
      fieldColumn<UserRow>(t, "name", 240, {
        cell: (r) => (
          <span className="truncate">
            {r.name} <span className="text-muted-foreground">{r.fullname !== r.name ? r.fullname : ""}</span>
          </span>
        ),
      }),
      fieldColumn<UserRow>(t, "role", 220),
      column.date("created_at", "createdAt", (r) => r.created_at),
      column.date("last_login", "lastLogin", (r) => r.last_login),
      fieldColumn<UserRow>(t, "email", 240, { exportable: false }),
      activeColumn<UserRow>(t, paneId, userActions, (r) => t("system.users.activeOf", { name: r.name })),
    ];
  }, [t, i18n.language, paneId]);
}
