import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { EndUserRow } from "../../api/agu";
import { dateColumn } from "../../kit/date-column";
import { dateFormatter } from "../../kit/format";
import { PersonalValue } from "../../kit/personal-data-note";
import type { Column } from "../../ui/data-table";
import { type EndUserField, endUserTarget } from "./personal";

/**
 * The directory's columns; region names shown by their titles (México, Perú) when known. Personal values
 * show as the server sent them, or whole once revealed in this pane (an export keeps what was sent).
 */
export function useDirectoryColumns(
  paneId: string,
  regionTitles: ReadonlyMap<string, string>,
): Column<EndUserRow>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const date = dateFormatter(i18n.language);
    const c = (key: string) => t(`agu.columns.${key}`);
    const personal = (row: EndUserRow, field: EndUserField) => (
      <PersonalValue paneId={paneId} target={endUserTarget(row, field)} value={row[field] ?? ""} />
    );
    return [
      { id: "id_usuario", header: c("id"), value: (r) => r.id_usuario, width: 100, sortable: true },
      {
        id: "name",
        header: c("name"),
        value: (r) => r.name,
        cell: (r) => personal(r, "name"),
        width: 220,
        sortable: true,
      },
      {
        id: "email",
        header: c("email"),
        value: (r) => r.email,
        cell: (r) => personal(r, "email"),
        width: 260,
        sortable: true,
      },
      {
        id: "phone_telmex",
        header: c("telmex"),
        value: (r) => r.phone_telmex ?? "",
        cell: (r) => personal(r, "phone_telmex"),
        width: 120,
      },
      {
        id: "phone_telcel",
        header: c("telcel"),
        value: (r) => r.phone_telcel ?? "",
        cell: (r) => personal(r, "phone_telcel"),
        width: 120,
      },
      {
        id: "region",
        header: c("region"),
        value: (r) => regionTitles.get(r.region) ?? r.region,
        width: 120,
      },
      {
        id: "active_subscriptions",
        header: c("activeSubscriptions"),
        value: (r) => r.active_subscriptions,
        width: 110,
        align: "right",
      },
      dateColumn<EndUserRow>({
        id: "created_at",
        header: c("createdAt"),
        at: (r) => r.created_at,
        format: date,
        sortable: false,
      }),
      { id: "user_hash", header: c("userHash"), value: (r) => r.user_hash, width: 280, hidden: true },
    ] satisfies Column<EndUserRow>[];
  }, [t, i18n.language, regionTitles, paneId]);
}
