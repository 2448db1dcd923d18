import { Check } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { RoleRow } from "../../../api/roles";
import { dateColumn } from "../../../kit/date-column";
import { dateFormatter } from "../../../kit/format";
import { PRIVILEGES } from "../../../permissions/catalog";
import type { Column } from "../../../ui/data-table";
import { activeColumn, fieldColumn, idColumn } from "../shared/columns";
import { roleActions } from "./role-actions";

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
      idColumn<RoleRow>(t, "profile_id"),
      fieldColumn<RoleRow>(t, "name", 160),
      fieldColumn<RoleRow>(t, "title", 180),
      ...privileges,
      {
        id: "groups",
        header: t("system.columns.groups"),
        value: (r) => r.groups.map((g) => g.title).join(", "),
        width: 200,
        sortable: true,
      },
      fieldColumn<RoleRow>(t, "users", 80, { align: "right" }),
      dateColumn<RoleRow>({
        id: "last_login",
        header: t("system.columns.lastLogin"),
        at: (r) => r.last_login,
        format: date,
        hidden: true,
      }),
      activeColumn<RoleRow>(t, paneId, roleActions, (r) => t("system.roles.activeOf", { name: r.title })),
    ];
  }, [t, i18n.language, paneId]);
}
