import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { serverExportRows } from "./export-source";
import { hasSelection, type Selection } from "./selection";
import { rangeExportRows } from "./selection-reader";
import { BLOCK_SIZE, paramsKey } from "./server-blocks";
import type { TableData } from "./table-data";
import { TableView, type TableViewProps } from "./table-view";
import type { ServerSource } from "./types";
import { useServerRows } from "./use-server-rows";

type Props<Row> = Omit<TableViewProps<Row>, "data"> & { source: ServerSource<Row> };

/** Server data: blocks of rows for what is on screen, fetched through react-query. */
export function ServerTable<Row>(props: Props<Row>) {
  const { source, sort, search, rowKey } = props;
  const queryClient = useQueryClient();
  const size = source.pageSize ?? BLOCK_SIZE;
  // Block-aligned, so scrolling inside a block does not re-render this component.
  const [range, setRange] = useState({ first: 0, last: size - 1 });
  const onRange = useCallback(
    (first: number, last: number) => {
      const aligned = {
        first: Math.floor(first / size) * size,
        last: (Math.floor(Math.max(last, 0) / size) + 1) * size - 1,
      };
      setRange((current) =>
        current.first === aligned.first && current.last === aligned.last ? current : aligned,
      );
    },
    [size],
  );
  const server = useServerRows(source, sort, search, range);
  const count = server.count ?? 0;
  const { queryKey } = source;
  const data = useMemo<TableData<Row>>(
    () => ({
      count,
      total: server.total ?? count,
      rowAt: server.rowAt,
      // Not busy once the first answer failed: the failure shows instead of "Procesando…".
      busy: server.fetching || (server.count === null && !server.error),
      error: server.error,
      retry: () => void queryClient.refetchQueries({ queryKey: paramsKey(queryKey, sort, search) }),
      visitLoaded: server.visitLoaded,
      // "All" pages through every matching row; ranges and single rows read just their blocks.
      exportRows: (selection: Selection<Row>) =>
        selection.all || !hasSelection(selection)
          ? serverExportRows(source, sort, search, count, selection, rowKey)
          : rangeExportRows({ count, blockSize: BLOCK_SIZE, block: server.readBlock }, selection, rowKey),
    }),
    [count, server, queryClient, queryKey, sort, search, source, rowKey],
  );
  return <TableView {...props} data={data} onRange={onRange} />;
}
