import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { serverExportRows } from "./export-source";
import type { Selection } from "./selection";
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
  // Block-aligned, so scrolling inside a block does not re-render this component.
  const size = source.blockSize ?? BLOCK_SIZE;
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
      busy: server.fetching || server.count === null,
      error: server.error,
      retry: () => void queryClient.refetchQueries({ queryKey: paramsKey(queryKey, sort, search) }),
      loadedRows: server.loadedRows,
      exportRows: (selection: Selection<Row>) =>
        serverExportRows(source, sort, search, count, selection, rowKey),
    }),
    [count, server, queryClient, queryKey, sort, search, source, rowKey],
  );
  return <TableView {...props} data={data} onRange={onRange} />;
}
