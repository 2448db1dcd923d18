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
  SortOrder,
  SortState,
  TableSource,
} from "./types";
