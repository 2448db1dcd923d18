import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { COVER_WIDTH, type Filter } from "../../contract/filters";
import { ActiveSwitch } from "../../kit/active-switch";
import { dateColumn } from "../../kit/date-column";
import { dateFormatter } from "../../kit/format";
import type { Column } from "../../ui/data-table";
import { filterLabel } from "./actions";

/** A cover, width 50 (§9); a broken image leaves the initials. */
function Cover({ filter, t }: { filter: Filter; t: TFunction }) {
  const initials = filterLabel(t, filter).slice(0, 2).toUpperCase();
  return (
    <span
      className="relative inline-flex h-6 items-center justify-center rounded bg-muted text-[10px]"
      style={{ width: COVER_WIDTH }}
    >
      {initials}
      {filter.portada && (
        <img
          src={filter.portada}
          alt=""
          width={COVER_WIDTH}
          className="absolute inset-0 h-6 rounded object-cover"
          onError={(event) => event.currentTarget.remove()}
        />
      )}
    </span>
  );
}

/** The list's columns (spec 2 §2): cover, modification and publication hidden at first. */
export function useFilterColumns(canEdit: boolean, onToggle: (filter: Filter) => void): Column<Filter>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const date = dateFormatter(i18n.language);
    return [
      {
        id: "filter_id",
        header: t("filters.columns.id"),
        value: (f) => f.filter_id,
        width: 70,
        align: "right",
        sortable: true,
      },
      {
        id: "portada",
        header: t("filters.columns.cover"),
        value: (f) => f.portada,
        cell: (f) => <Cover filter={f} t={t} />,
        width: 70,
        hidden: true,
        exportable: false,
      },
      {
        id: "name",
        header: t("filters.columns.name"),
        value: (f) => filterLabel(t, f),
        width: 240,
        sortable: true,
      },
      {
        id: "description",
        header: t("filters.columns.description"),
        value: (f) => f.description,
        width: 260,
        sortable: true,
      },
      {
        id: "type",
        header: t("filters.columns.type"),
        value: (f) => t(`filters.types.${f.type}`),
        width: 110,
        sortable: true,
      },
      {
        id: "item_type",
        header: t("filters.columns.content"),
        value: (f) => t(`filters.itemTypes.${f.item_type}`),
        width: 120,
        sortable: true,
      },
      {
        id: "status",
        header: t("filters.columns.condition"),
        value: (f) => t(`filters.statuses.${f.status}`),
        cell: (f) => (
          <span className="inline-flex items-center gap-2">
            <ActiveSwitch
              checked={f.status === "ACT"}
              label={`${t("filters.columns.condition")}: ${filterLabel(t, f)}`}
              disabled={!canEdit}
              onToggle={() => onToggle(f)}
            />
            {t(`filters.statuses.${f.status}`)}
          </span>
        ),
        width: 130,
        sortable: true,
      },
      dateColumn<Filter>({
        id: "modified_date",
        header: t("filters.columns.modified"),
        at: (f) => f.user_data.modified_date,
        format: date,
        hidden: true,
      }),
      dateColumn<Filter>({
        id: "publish_date",
        header: t("filters.columns.published"),
        at: (f) => f.user_data.publish_date,
        format: date,
        hidden: true,
      }),
    ];
  }, [t, i18n.language, canEdit, onToggle]);
}
