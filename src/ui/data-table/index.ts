/**
 * The one data table for every list. Client data:
 *   <DataTable ariaLabel={t("system.users.title")} exportTitle="SystemUserFile" columns={columns}
 *     source={{ kind: "client", rows }} rowKey={(u) => u.id} selectable rowActions={actions} />
 * Server data (needs a QueryClientProvider): source={{ kind: "server", queryKey: keys.logs.all(),
 *   fetchPage: ({ from, quantity, sort, search }) => …, searchDelayMs: 400 }}; fetchPage answers
 *   { rows, total, filtered }. Invalidating queryKey refetches the visible blocks.
 */
export { DataTable } from "./data-table";
export { MAX_SPACER_PX } from "./scaled-scroll";
export { BLOCK_SIZE } from "./server-blocks";
export type {
  Column,
  DataTableProps,
  PageRequest,
  PageResult,
  RowAction,
  RowKey,
  ServerSource,
  SortOrder,
  SortState,
  TableSource,
} from "./types";
