import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { UserRow } from "../../../api/users";
import type { Column } from "../../../ui/data-table";
import { dateFormatter } from "../shared/format";
import { SwitchCell } from "../shared/switch-cell";

/** Spec 1 §2: id, name, role, registration date, last login (the exported five), then e-mail and status. */
export function useUserColumns(paneId: string): Column<UserRow>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const date = dateFormatter(i18n.language);
    return [
      {
        id: "user_id",
        header: t("system.columns.id"),
        value: (r) => r.user_id,
        width: 80,
        align: "right",
        sortable: true,
      },
      {
        id: "name",
        header: t("system.columns.name"),
        value: (r) => r.name,
        cell: (r) => (
          <span className="truncate">
            {r.name} <span className="text-muted-foreground">{r.fullname !== r.name ? r.fullname : ""}</span>
          </span>
        ),
        width: 240,
        sortable: true,
      },
      { id: "role", header: t("system.columns.role"), value: (r) => r.role, width: 220, sortable: true },
      {
        id: "created_at",
        header: t("system.columns.createdAt"),
        value: (r) => date(r.created_at),
        width: 150,
        sortable: true,
      },
      {
        id: "last_login",
        header: t("system.columns.lastLogin"),
        value: (r) => date(r.last_login),
        width: 150,
        sortable: true,
      },
      {
        id: "email",
        header: t("system.columns.email"),
        value: (r) => r.email,
        width: 240,
        sortable: true,
        exportable: false,
      },
      {
        id: "active",
        header: t("system.columns.status"),
        value: (r) => (r.active === 1 ? t("system.status.active") : t("system.status.inactive")),
        cell: (r) => (
          <SwitchCell
            paneId={paneId}
            command="system.toggleUserActive"
            module="user"
            checked={r.active === 1}
            label={t("system.users.activeOf", { name: r.name })}
            row={r}
          />
        ),
        width: 90,
        sortable: true,
        exportable: false,
      },
    ];
  }, [t, i18n.language, paneId]);
}
