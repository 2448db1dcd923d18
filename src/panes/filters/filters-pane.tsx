import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../api/errors";
import { listFilters } from "../../api/filters";
import { filterKeys } from "../../api/filters-queries";
import { useSessionSnapshot } from "../../commands/context";
import {
  type Filter,
  filterCalls,
  LIST_PAGE_SIZE,
  LIST_PAGE_SIZES,
  LIST_SEARCH_DELAY_MS,
} from "../../contract/filters";
import { pageLimitOf } from "../../contract/paging";
import { ListScreen } from "../../kit/list-screen";
import { can } from "../../permissions/catalog";
import type { PageRequest, ServerSource } from "../../ui/data-table";
import { NativeSelect } from "../../ui/native-select";
import type { PaneProps } from "../../workspace/types";
import { toggleStatus } from "./actions";
import { useFilterColumns } from "./filter-columns";
import { ListDialogs } from "./list-dialogs";
import { serverDetail } from "./messages";

type Status = "ACT" | "NOACT" | "";

const DEFAULT_SORT = { field: "filter_id", order: "asc" } as const;

/** Filters (spec 2 §2 /index/filtros): the region's and tenant's filters, server-side paged. */
export function FiltersPane({ paneId }: PaneProps) {
  const { t } = useTranslation();
  const session = useSessionSnapshot();
  const [status, setStatus] = useState<Status>("ACT");
  const onToggle = useCallback((filter: Filter) => void toggleStatus(t, filter), [t]);
  const canEdit = can(session.user, "filtros", "edit");
  const columns = useFilterColumns(canEdit, onToggle);

  const source = useMemo<ServerSource<Filter>>(
    () => ({
      kind: "server",
      queryKey: [...filterKeys.lists(), status],
      pageLimit: pageLimitOf(filterCalls.listFilters),
      searchDelayMs: LIST_SEARCH_DELAY_MS,
      // §2: the list pages with numbers, 10/25/50 a page (25 by default), not as one scrolled list.
      pageSize: LIST_PAGE_SIZE,
      paging: { sizes: LIST_PAGE_SIZES },
      defaultSort: DEFAULT_SORT,
      fetchPage: async (request: PageRequest) => {
        try {
          const page = await listFilters({
            from: request.from,
            quantity: request.quantity,
            sort_field: request.sort?.field ?? DEFAULT_SORT.field,
            sort_order: request.sort?.order ?? DEFAULT_SORT.order,
            search: request.search,
            status,
          });
          return { rows: page.filters, total: page.total, filtered: page.totalFiltered };
        } catch (error) {
          const invalid = isApiError(error) && error.code === "filters_list_invalid";
          const detail = serverDetail(error);
          const title = t(invalid ? "filters.messages.listInvalid" : "filters.messages.listError");
          throw new Error(detail ? `${title} ${detail}` : title);
        }
      },
    }),
    [status, t],
  );

  return (
    <ListScreen
      label={t("filters.list.title")}
      exportTitle="FiltrosFile"
      columns={columns}
      source={source}
      rowKey={(row) => row.filter_id}
      emptyText={t("filters.list.empty")}
      activate={canEdit ? "filters.editFilter" : "filters.viewFilter"}
      toolbar={
        <span className="flex items-center gap-1 text-sm">
          <span aria-hidden>{t("filters.list.status")}</span>
          <NativeSelect
            aria-label={t("filters.list.status")}
            value={status}
            onChange={(event) => setStatus(event.target.value as Status)}
          >
            <option value="">{t("filters.list.statusAll")}</option>
            <option value="ACT">{t("filters.statuses.ACT")}</option>
            <option value="NOACT">{t("filters.statuses.NOACT")}</option>
          </NativeSelect>
        </span>
      }
    >
      <ListDialogs paneId={paneId} />
    </ListScreen>
  );
}
