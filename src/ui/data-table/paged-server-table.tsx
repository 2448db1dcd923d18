import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "../label";
import { NativeSelect } from "../native-select";
import { Pager } from "../pager";
import { clientExportRows, serverExportRows } from "./export-source";
import { hasSelection, type Selection } from "./selection";
import { BLOCK_SIZE, paramsKey } from "./server-blocks";
import type { TableData } from "./table-data";
import { TableView, type TableViewProps } from "./table-view";
import type { ServerSource } from "./types";

type Props<Row> = Omit<TableViewProps<Row>, "data"> & { source: ServerSource<Row> };

const STALE_MS = 30_000;

/**
 * Server data a page at a time, with numeric pagination and, when the source lists them, a choice of page
 * sizes (the specs' paged lists: the edge tables, the mails list, the filters list). Another list, sort,
 * search or page size goes back to the first page; the page shown stays until the next one arrives.
 */
export function PagedServerTable<Row>(props: Props<Row>) {
  const { t } = useTranslation();
  const { source, sort, search, rowKey } = props;
  const sizes = source.paging?.sizes ?? [];
  const [size, setSize] = useState(source.pageSize ?? BLOCK_SIZE);
  const [page, setPage] = useState(0);
  // Another list (a status filter changes the source's key), sort, search or page size starts at page 1.
  const asked = JSON.stringify([source.queryKey, sort, search, size]);
  const [pagedFor, setPagedFor] = useState(asked);
  if (pagedFor !== asked) {
    setPagedFor(asked);
    setPage(0);
  }
  const query = useQuery({
    queryKey: [...paramsKey(source.queryKey, sort, search), "page", size, page],
    queryFn: () => source.fetchPage({ from: page * size, quantity: size, sort, search }),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
  const answer = query.data;
  const data = useMemo<TableData<Row>>(() => {
    const rows = answer?.rows ?? [];
    const matching = answer?.filtered ?? 0;
    return {
      count: rows.length,
      listed: matching,
      total: answer?.total ?? matching,
      rowAt: (index) => rows[index],
      busy: query.isFetching && !query.error,
      error: query.error,
      retry: () => void query.refetch(),
      visitLoaded: (from, to, visit) => {
        for (let index = Math.max(0, from); index <= Math.min(to, rows.length - 1); index++)
          visit(index, rows[index]);
      },
      // "All" (or nothing picked) is every matching row; picked rows are this page's.
      exportRows: (selection: Selection<Row>) =>
        selection.all || !hasSelection(selection)
          ? serverExportRows(source, sort, search, matching, selection, rowKey)
          : clientExportRows(rows, null, selection, rowKey),
    };
  }, [answer, query, source, sort, search, rowKey]);
  const pages = Math.ceil((answer?.filtered ?? 0) / size);
  const sizeId = useId();
  const footer = (
    <div className="flex flex-wrap items-center gap-3 pt-2">
      {sizes.length > 0 && (
        <div className="flex items-center gap-2 text-sm">
          <Label htmlFor={sizeId}>{t("table.pager.size")}</Label>
          <NativeSelect id={sizeId} value={size} onChange={(event) => setSize(Number(event.target.value))}>
            {sizes.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <Pager
        label={t("table.pager.label", { table: props.ariaLabel })}
        page={Math.min(page, Math.max(0, pages - 1))}
        pages={pages}
        onPage={setPage}
        links={5}
        position
      />
    </div>
  );
  return <TableView {...props} data={data} footer={footer} />;
}
