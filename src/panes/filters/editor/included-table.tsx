import { type DragEvent, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { deleteAllContents, listIncluded, removeContents, reorderContents } from "../../../api/filters";
import { filterKeys } from "../../../api/filters-queries";
import { type ConfirmableChange, confirmAndApply } from "../../../commands/confirmed-change";
import {
  CONTENT_SEARCH_DELAY_MS,
  FILTER_CONTENTS_PAGE_SIZE,
  type Filter,
  filterCalls,
  INCLUDED_PAGE_SIZES,
} from "../../../contract/filters";
import { pageLimitOf } from "../../../contract/paging";
import { useButtonAction } from "../../../kit/button-commands";
import { Button } from "../../../ui/button";
import { DataTable, type PageRequest, type RowAction, type TableSource } from "../../../ui/data-table";
import { refreshFilters, toastFailure } from "../actions";
import { type ContentRow, contentColumns } from "./content-columns";
import { PageSizeSelect } from "./page-size";

type Props = {
  /** The editor's pane: its commands run these buttons (null: none, the automatic editor's result). */
  paneId: string | null;
  filter: Filter;
  canEdit: boolean;
  onCount(count: number): void;
};

const idOfRow = (element: EventTarget | null) =>
  Number(
    (element as HTMLElement | null)?.closest('[role="row"]')?.querySelector<HTMLElement>("[data-content-id]")
      ?.dataset.contentId ?? Number.NaN,
  );

/**
 * A filter's contents (manual: in its order; automatic: its criteria evaluated, read only). A manual filter's
 * rows can be removed and reordered: dragged by the handle, or Alt+↑ / Alt+↓, while the table shows the
 * filter's own order without a search.
 */
export function IncludedTable({ paneId, filter, canEdit, onCount }: Props) {
  const { t } = useTranslation();
  const [pageSize, setPageSize] = useState<number>(FILTER_CONTENTS_PAGE_SIZE);
  const [selected, setSelected] = useState<ContentRow[]>([]);
  const [busy, setBusy] = useState(false);
  const dragged = useRef<number | null>(null);
  const warned = useRef(false);
  const manual = filter.type === "M";
  const editable = manual && canEdit;
  const columns = useMemo(() => contentColumns(t, manual), [t, manual]);
  const id = filter.filter_id;

  const source = useMemo<TableSource<ContentRow>>(
    () => ({
      kind: "server",
      queryKey: filterKeys.included(id),
      pageLimit: pageLimitOf(filterCalls.listFilterContents),
      pageSize,
      searchDelayMs: CONTENT_SEARCH_DELAY_MS,
      fetchPage: async (request: PageRequest) => {
        const sortField = request.sort?.field ?? "position";
        const sortOrder = request.sort?.order ?? "asc";
        try {
          const page = await listIncluded({
            filterId: id,
            from: request.from,
            quantity: request.quantity,
            search: request.search,
            sort_field: sortField,
            sort_order: sortOrder,
          });
          // §8: contents the catalogue no longer has were dropped; said once per editor.
          if (page.dropped > 0 && !warned.current) {
            warned.current = true;
            toast.warning(t("filters.messages.nullContents"));
          }
          onCount(page.total);
          const movable =
            editable && sortField === "position" && sortOrder === "asc" && request.search === "";
          const rows = page.contents.map((item, i) => ({ ...item, index: request.from + i, movable }));
          return { rows, total: page.total, filtered: page.totalFiltered };
        } catch (error) {
          toastFailure(t, "filters.messages.contentsError", error);
          throw error;
        }
      },
    }),
    [id, pageSize, onCount, t, editable],
  );

  const change = async (work: () => Promise<unknown>, success: string | null, failureKey: string) => {
    setBusy(true);
    try {
      await work();
      if (success) toast.success(t(success));
      setSelected([]);
    } catch (error) {
      toastFailure(t, failureKey, error);
    } finally {
      setBusy(false);
      await refreshFilters();
    }
  };
  const remove = (rows: readonly ContentRow[]) =>
    change(
      () =>
        removeContents(
          id,
          rows.map((row) => ({ id: row.data.id, type: row.type_code })),
        ),
      "filters.messages.contentRemoved",
      "filters.messages.removeError",
    );
  const move = (origin: number, destination: number) =>
    origin !== destination &&
    change(() => reorderContents(id, origin, destination), null, "filters.messages.orderError");

  /** The row before or after in the filter's order, read from the server (the view holds only some rows). */
  const neighbour = async (row: ContentRow, step: -1 | 1) => {
    const index = row.index + step;
    if (index < 0) return;
    const page = await listIncluded({
      filterId: id,
      from: index,
      quantity: 1,
      search: "",
      sort_field: "position",
      sort_order: "asc",
    });
    const other = page.contents[0];
    if (other) await move(row.data.id, other.data.id);
  };

  // The row actions stay the same objects across renders; they call the latest handlers.
  const handlers = useRef({ neighbour, remove });
  handlers.current = { neighbour, remove };
  const rowActions = useMemo<RowAction<ContentRow>[]>(
    () =>
      editable
        ? [
            {
              id: "up",
              label: t("filters.manual.moveUp"),
              shortcut: "alt+arrowup",
              run: ([row]) => row?.movable && void handlers.current.neighbour(row, -1),
            },
            {
              id: "down",
              label: t("filters.manual.moveDown"),
              shortcut: "alt+arrowdown",
              run: ([row]) => row?.movable && void handlers.current.neighbour(row, 1),
            },
            {
              id: "remove",
              label: t("filters.manual.removeSelected"),
              shortcut: "delete",
              danger: true,
              run: (rows) => void handlers.current.remove(rows),
            },
          ]
        : [],
    [editable, t],
  );

  const removeAll = (): ConfirmableChange => ({
    preview: {
      title: t("filters.manual.confirmRemoveAll"),
      summary: [t("filters.manual.removeAllLines", { count: filter.total_contents })],
      confirmLabel: t("filters.manual.removeAll"),
    },
    apply: () =>
      change(() => deleteAllContents(id), "filters.messages.contentRemoved", "filters.messages.removeError"),
  });
  const offered = editable ? paneId : null;
  useButtonAction(offered, "removeSelected", {
    enabled: !busy && selected.length > 0,
    run: () => remove(selected),
  });
  useButtonAction(offered, "removeAll", { enabled: !busy, change: removeAll });

  const drop = {
    onDragStart: (event: DragEvent) => {
      dragged.current = idOfRow(event.target);
      event.dataTransfer.effectAllowed = "move";
    },
    onDragOver: (event: DragEvent) => dragged.current !== null && event.preventDefault(),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const origin = dragged.current;
      dragged.current = null;
      const destination = idOfRow(event.target);
      if (origin !== null && Number.isFinite(destination)) void move(origin, destination);
    },
  };

  return (
    <div className="flex h-full min-h-0 flex-col" {...(editable ? drop : {})}>
      <DataTable
        ariaLabel={t("filters.manual.includedLabel")}
        columns={columns}
        source={source}
        rowKey={(row) => row.data.id}
        exportTitle={`FiltroContenidos_${id}`}
        initialSort={manual ? { field: "position", order: "asc" } : { field: "id", order: "asc" }}
        selectable={editable}
        rowActions={rowActions}
        onSelectionChange={setSelected}
        toolbar={
          <>
            <PageSizeSelect
              sizes={manual ? INCLUDED_PAGE_SIZES : INCLUDED_PAGE_SIZES.slice(0, -1)}
              value={pageSize}
              onChange={setPageSize}
            />
            {editable && (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy || selected.length === 0}
                  onClick={() => void remove(selected)}
                >
                  {t("filters.manual.removeSelected")}
                </Button>
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={busy}
                  onClick={() => void confirmAndApply(removeAll())}
                >
                  {t("filters.manual.removeAll")}
                </Button>
              </>
            )}
          </>
        }
      />
      {editable && <p className="pt-1 text-xs text-muted-foreground">{t("filters.manual.dragHint")}</p>}
    </div>
  );
}
