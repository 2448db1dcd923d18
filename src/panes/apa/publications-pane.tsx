import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type ApaDocument, apaKeys, type DocumentFilters, fetchDocumentsPage } from "../../api/apa";
import { APA_PAGE_SIZE, type ApaCategory, apaCalls, type DocumentSortField } from "../../contract/apa";
import { ListScreen } from "../../kit/list-screen";
import { dataTablesPage, fromQuantity, serverList } from "../../kit/paging";
import { RowCommandButton } from "../../kit/row-command-button";
import { tableColumns } from "../../kit/table-columns";
import type { Column } from "../../ui/data-table";
import { publishPaneData } from "../../workspace/selection";
import type { PaneProps } from "../../workspace/types";
import { categoryColumn, StatusBadge } from "./category-icon";
import { PUBLISH_ACTIONS } from "./commands";
import { FilterBar } from "./filter-bar";
import { publicationFilters } from "./shown";
import { useApaAccess } from "./use-access";

/** Publications (spec 2 §2 /apa/configurationList): a partition's device documents and their actions. */
export function PublicationsPane({ paneId, params, setParams }: PaneProps) {
  const { t, i18n } = useTranslation();
  const filters = publicationFilters(params);
  const access = useApaAccess();
  const environment = access === "uat" ? "uat" : filters.environment;
  const query: DocumentFilters = { ...filters, environment, category: filters.category as ApaCategory };
  const queryKey = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey stands for the filters' values
  const source = useMemo(
    () =>
      serverList({
        queryKey: apaKeys.documents.list(query),
        // Spec 2 §9: 10 rows a page, numbered pages; it gives no search delay (this console's 400 ms).
        dialect: fromQuantity<DocumentSortField>({ pageSize: APA_PAGE_SIZE, searchDelayMs: 400 }),
        defaultSort: { field: "edition", order: "desc" },
        call: apaCalls.getDocuments,
        fetch: (request) => fetchDocumentsPage(request, query),
        read: dataTablesPage,
        paging: {},
      }),
    [queryKey],
  );
  useEffect(
    () => publishPaneData(paneId, { environment, partition: filters.partition }),
    [paneId, environment, filters.partition],
  );
  useEffect(() => () => publishPaneData(paneId, undefined), [paneId]);
  const actions = PUBLISH_ACTIONS.filter((action) => access === "full" || action.type !== "metadata");
  const columns = useMemo<Column<ApaDocument>[]>(() => {
    const column = tableColumns<ApaDocument>(t, "apa", i18n.language);
    return [
      categoryColumn<ApaDocument>("type", t),
      column.sorted("name", "name", (r) => r.name, 240),
      column.sorted("_id", "id", (r) => r._id, 130),
      column.date("edition", "modified", (r) => r.edition, { by: (r) => r.editor, width: 220 }),
      column.sorted("status", "status", (r) => t(`apa.status.${r.status}`), 120, {
        cell: (r) => <StatusBadge status={r.status} />,
      }),
      {
        id: "actions",
        header: t("apa.columns.actions"),
        value: () => "",
        exportable: false,
        // Three buttons ("Translations", "Metadata", "Assets") side by side, whole.
        width: 290,
        controls: true,
        cell: (r) => (
          <span className="flex gap-1">
            {actions.map((action) => (
              <RowCommandButton key={action.type} command={action.id} paneId={paneId} row={r}>
                {t(`apa.actions.${action.type}`)}
              </RowCommandButton>
            ))}
          </span>
        ),
      },
    ];
  }, [t, i18n.language, actions, paneId]);
  return (
    <ListScreen
      exportTitle="APA_Publicaciones"
      columns={columns}
      source={source}
      rowKey={(row) => row._id}
      emptyText={t("apa.empty")}
      toolbar={
        <FilterBar
          names={["category", "environment", "partition"]}
          params={{ ...filters, environment }}
          setParams={setParams}
        />
      }
    />
  );
}
