import { Check } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { RoleRow } from "../../../api/roles";
import { PRIVILEGES } from "../../../permissions/catalog";
import type { Column } from "../../../ui/data-table";
import { dateFormatter } from "../shared/format";
import { SwitchCell } from "../shared/switch-cell";

export function useRoleColumns(paneId: string): Column<RoleRow>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const date = dateFormatter(i18n.language);
    const privileges: Column<RoleRow>[] = PRIVILEGES.map((p) => ({
      id: p,
      header: t(`system.privileges.${p}`),
      value: (r) => (r[p] ? t("common.yes") : t("common.no")),
      cell: (r) =>
        r[p] ? (
          <Check className="size-4" aria-label={t("common.yes")} />
        ) : (
          <span className="sr-only">{t("common.no")}</span>
        ),
      width: 80,
      align: "center",
      sortable: true,
    }));
    return [
      {
        id: "profile_id",
        header: t("system.columns.id"),
        value: (r) => r.profile_id,
        width: 70,
        align: "right",
        sortable: true,
      },
      { id: "name", header: t("system.columns.name"), value: (r) => r.name, width: 160, sortable: true },
      { id: "title", header: t("system.columns.title"), value: (r) => r.title, width: 180, sortable: true },
      ...privileges,
      {
        id: "groups",
        header: t("system.columns.groups"),
        value: (r) => r.groups.map((g) => g.title).join(", "),
        width: 200,
        sortable: true,
      },
      {
        id: "users",
        header: t("system.columns.users"),
        value: (r) => r.users,
        width: 80,
        align: "right",
        sortable: true,
      },
      {
        id: "last_login",
        header: t("system.columns.lastLogin"),
        value: (r) => date(r.last_login),
        width: 150,
        sortable: true,
        hidden: true,
      },
      {
        id: "active",
        header: t("system.columns.status"),
        value: (r) => (r.active === 1 ? t("system.status.active") : t("system.status.inactive")),
        cell: (r) => (
          <SwitchCell
            paneId={paneId}
            command="system.toggleRoleActive"
            module="roles"
            checked={r.active === 1}
            label={t("system.roles.activeOf", { name: r.title })}
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
