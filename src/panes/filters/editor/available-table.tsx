import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { addContents, listAvailable } from "../../../api/filters";
import { filterKeys } from "../../../api/filters-queries";
import { type ConfirmableChange, confirmAndApply } from "../../../commands/confirmed-change";
import {
  CONTENT_PAGE_SIZE,
  CONTENT_PAGE_SIZES,
  CONTENT_SEARCH_DELAY_MS,
  type Filter,
  filterCalls,
} from "../../../contract/filters";
import { pageLimitOf } from "../../../contract/paging";
import { useButtonAction } from "../../../kit/button-commands";
import { Button } from "../../../ui/button";
import { DataTable, type PageRequest, type TableSource } from "../../../ui/data-table";
import { refreshFilters, toastFailure } from "../actions";
import { type ContentRow, contentColumns } from "./content-columns";
import { PageSizeSelect } from "./page-size";

type Props = {
  /** The editor's pane: its commands run these buttons. */
  paneId: string;
  filter: Filter;
  canEdit: boolean;
  onCount(count: number): void;
};

/** Catalogue contents of the filter's type not in it: include the selected ones, or all (matching the search). */
export function AvailableTable({ paneId, filter, canEdit, onCount }: Props) {
  const { t } = useTranslation();
  const [pageSize, setPageSize] = useState(CONTENT_PAGE_SIZE);
  const [selected, setSelected] = useState<ContentRow[]>([]);
  const [busy, setBusy] = useState(false);
  const last = useRef({ search: "", filtered: 0 });
  const columns = useMemo(() => contentColumns(t, false), [t]);
  const id = filter.filter_id;

  const source = useMemo<TableSource<ContentRow>>(
    () => ({
      kind: "server",
      queryKey: filterKeys.available(id),
      pageLimit: pageLimitOf(filterCalls.listAvailableContents),
      pageSize,
      searchDelayMs: CONTENT_SEARCH_DELAY_MS,
      fetchPage: async (request: PageRequest) => {
        try {
          const page = await listAvailable({
            filterId: id,
            from: request.from,
            quantity: request.quantity,
            search: request.search,
            sort_field: request.sort?.field ?? "id",
            sort_order: request.sort?.order ?? "asc",
          });
          last.current = { search: request.search, filtered: page.totalFiltered };
          onCount(page.total);
          const rows = page.contents.map((item, i) => ({ ...item, index: request.from + i, movable: false }));
          return { rows, total: page.total, filtered: page.totalFiltered };
        } catch (error) {
          toastFailure(t, "filters.messages.contentsError", error);
          throw error;
        }
      },
    }),
    [id, pageSize, onCount, t],
  );

  const include = async (body: Parameters<typeof addContents>[1]) => {
    setBusy(true);
    try {
      const outcome = await addContents(id, body);
      toast.success(t("filters.messages.contentAdded"));
      if (outcome.rejected.length > 0)
        toast.warning(t("filters.tags.rejected", { count: outcome.rejected.length }));
      setSelected([]);
    } catch (error) {
      toastFailure(t, "filters.messages.addError", error);
    } finally {
      setBusy(false);
      await refreshFilters();
    }
  };

  const includeSelected = () =>
    include({ contents: selected.map((row) => ({ id: row.data.id, type: row.type_code })) });
  const includeAll = (): ConfirmableChange => ({
    preview: {
      title: t("filters.manual.confirmIncludeAll"),
      summary: [t("filters.manual.includeAllLines", { count: last.current.filtered })],
      confirmLabel: t("filters.manual.includeAll"),
    },
    apply: () => include({ all: true, search: last.current.search }),
  });
  const offered = canEdit ? paneId : null;
  useButtonAction(offered, "includeSelected", {
    enabled: !busy && selected.length > 0,
    run: includeSelected,
  });
  useButtonAction(offered, "includeAll", { enabled: !busy, change: includeAll });

  return (
    <DataTable
      ariaLabel={t("filters.manual.availableLabel")}
      columns={columns}
      source={source}
      rowKey={(row) => row.data.id}
      exportTitle={`FiltroDisponibles_${id}`}
      initialSort={{ field: "id", order: "asc" }}
      selectable
      onSelectionChange={setSelected}
      onActivate={(row) => canEdit && void include({ contents: [{ id: row.data.id, type: row.type_code }] })}
      toolbar={
        <>
          <PageSizeSelect sizes={CONTENT_PAGE_SIZES} value={pageSize} onChange={setPageSize} />
          {canEdit && (
            <>
              <Button
                size="sm"
                disabled={busy || selected.length === 0}
                onClick={() => void includeSelected()}
              >
                {t("filters.manual.includeSelected")}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => void confirmAndApply(includeAll())}
              >
                {t("filters.manual.includeAll")}
              </Button>
            </>
          )}
        </>
      }
    />
  );
}
