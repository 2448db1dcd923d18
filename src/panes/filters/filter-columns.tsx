import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { COVER_WIDTH, type Filter } from "../../contract/filters";
import { ActiveSwitch } from "../../kit/active-switch";
import { tableColumns } from "../../kit/table-columns";
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
    const column = tableColumns<Filter>(t, "filters", i18n.language);
    return [
      column.sorted("filter_id", "id", (f) => f.filter_id, 70, { align: "right" }),
      {
        id: "portada",
        header: t("filters.columns.cover"),
        value: (f) => f.portada,
        cell: (f) => <Cover filter={f} t={t} />,
        width: 70,
        hidden: true,
        exportable: false,
      },
      column.sorted("name", "name", (f) => filterLabel(t, f), 240),
      column.sorted("description", "description", (f) => f.description, 260),
      column.sorted("type", "type", (f) => t(`filters.types.${f.type}`), 110),
      column.sorted("item_type", "content", (f) => t(`filters.itemTypes.${f.item_type}`), 120),
      column.sorted("status", "condition", (f) => t(`filters.statuses.${f.status}`), 130, {
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
      }),
      column.date("modified_date", "modified", (f) => f.user_data.modified_date, { hidden: true }),
      column.date("publish_date", "published", (f) => f.user_data.publish_date, { hidden: true }),
    ];
  }, [t, i18n.language, canEdit, onToggle]);
}
