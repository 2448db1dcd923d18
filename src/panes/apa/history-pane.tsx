import { X } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { apaKeys, fetchHistoryPage, type HistoryEntry, type HistoryFilters } from "../../api/apa";
import {
  APA_PAGE_SIZE,
  type ApaCategory,
  type ApaEnvironment,
  type ApaType,
  apaCalls,
  type HistorySortField,
} from "../../contract/apa";
import { ListScreen } from "../../kit/list-screen";
import { dataTablesPage, fromQuantity, serverList } from "../../kit/paging";
import { RowCommandButton } from "../../kit/row-command-button";
import { tableColumns } from "../../kit/table-columns";
import { Button } from "../../ui/button";
import type { Column } from "../../ui/data-table";
import type { PaneProps } from "../../workspace/types";
import { categoryColumn } from "./category-icon";
import { FilterBar } from "./filter-bar";

/** History (spec 2 §2 /apa/historicList): publications by category, partition, environment and type. */
export function HistoryPane({ paneId, params, setParams }: PaneProps) {
  const { t, i18n } = useTranslation();
  const filters: HistoryFilters = {
    partition: params.partition || "aup",
    category: (params.category || undefined) as ApaCategory | undefined,
    environment: (params.environment || undefined) as ApaEnvironment | undefined,
    type: (params.type || undefined) as ApaType | undefined,
    device_id: params.device_id || undefined,
  };
  const filtersKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for the filters' values
  const source = useMemo(
    () =>
      serverList({
        queryKey: apaKeys.history.list(filters),
        // Spec 2 §9: 10 rows a page; it gives no search delay (this console's 400 ms).
        dialect: fromQuantity<HistorySortField>({ pageSize: APA_PAGE_SIZE, searchDelayMs: 400 }),
        defaultSort: { field: "public_date", order: "desc" },
        call: apaCalls.listHistory,
        fetch: (request) => fetchHistoryPage(request, filters),
        read: dataTablesPage,
      }),
    [filtersKey],
  );
  const columns = useMemo<Column<HistoryEntry>[]>(() => {
    const column = tableColumns<HistoryEntry>(t, "apa", i18n.language);
    return [
      categoryColumn<HistoryEntry>("category", t),
      column.sorted("device", "device", (r) => `${r.name} (${r._id})`, 260),
      { id: "comments", header: t("apa.columns.comments"), value: (r) => r.comments, width: 220 },
      column.sorted("type", "contentType", (r) => t(`apa.types.${r.type}`), 120),
      column.sorted("published", "published", (r) => t(`apa.environments.${r.environment}`), 140),
      column.date("public_date", "publicDate", (r) => r.public_date, { by: (r) => r.user, width: 240 }),
      {
        id: "republish",
        header: t("apa.columns.actions"),
        value: () => "",
        exportable: false,
        width: 130,
        controls: true,
        cell: (r) => (
          <RowCommandButton command="apa.republish" paneId={paneId} row={r}>
            {t("apa.commands.republish")}
          </RowCommandButton>
        ),
      },
    ];
  }, [t, i18n.language, paneId]);
  const { device_id, ...withoutDevice } = params;
  return (
    <ListScreen
      exportTitle="APA_Historico"
      columns={columns}
      source={source}
      rowKey={(row) => row.history_id}
      emptyText={t("apa.emptyHistory")}
      toolbar={
        <div className="flex flex-wrap items-center gap-2">
          <FilterBar
            names={["category", "partition", "environment", "type"]}
            optional={["category", "environment", "type"]}
            params={{ ...params, partition: filters.partition }}
            setParams={setParams}
          />
          {device_id && (
            <Button size="sm" variant="secondary" onClick={() => setParams(withoutDevice)}>
              {t("apa.filters.device", { id: device_id })} <X aria-label={t("apa.filters.clearDevice")} />
            </Button>
          )}
        </div>
      }
    />
  );
}
