import { useCallback, useMemo } from "react";
import { clientExportRows } from "./export-source";
import { sortField } from "./layout";
import type { Selection } from "./selection";
import type { TableData } from "./table-data";
import { TableView, type TableViewProps } from "./table-view";
import type { ClientSource } from "./types";
import { useClientView } from "./use-client-view";

type Props<Row> = Omit<TableViewProps<Row>, "data"> & { source: ClientSource<Row> };

/** Client data: sorted and searched in the page (see use-client-view). */
export function ClientTable<Row>(props: Props<Row>) {
  const { source, columns, visibleColumns, sort, search, rowKey } = props;
  const { rows } = source;
  const sortColumn = sort ? columns.find((column) => sortField(column) === sort.field) : undefined;
  const view = useClientView(rows, sortColumn, sort?.order ?? "asc", search, visibleColumns);
  const { order } = view;
  const rowAt = useCallback((index: number) => rows[order ? order[index] : index], [rows, order]);
  const data = useMemo<TableData<Row>>(
    () => ({
      count: order ? order.length : rows.length,
      total: rows.length,
      rowAt,
      busy: view.busy,
      error: null,
      visitLoaded: (from, to, visit) => {
        for (let index = from; index <= to; index++) visit(index, rowAt(index));
      },
      exportRows: (selection: Selection<Row>) => clientExportRows(rows, order, selection, rowKey),
    }),
    [rows, order, rowAt, view.busy, rowKey],
  );
  return <TableView {...props} data={data} />;
}
