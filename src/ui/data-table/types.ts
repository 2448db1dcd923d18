import type { ReactNode } from "react";

export type SortOrder = "asc" | "desc";
export type SortState = { field: string; order: SortOrder };
export type RowKey = string | number;

export type Column<Row> = {
  /** Also the server sort field name unless sortField is given. */
  id: string;
  /** Already translated by the caller. */
  header: string;
  /** Raw value: used for sort, search and export. */
  value: (row: Row) => string | number | null | undefined;
  /** Custom rendering (else the value). */
  cell?: (row: Row) => ReactNode;
  /** Room in px that `cell` draws beside its text (an icon and its gap): the text's width leaves it free. */
  adornment?: number;
  width?: number;
  /** Cells hold controls (buttons) that text measures cannot see: the column keeps `width`, whole. */
  controls?: boolean;
  align?: "left" | "right" | "center";
  sortable?: boolean;
  sortField?: string;
  /** Default true; action columns set false. */
  exportable?: boolean;
  /** Initially hidden (the user can show it). */
  hidden?: boolean;
  /**
   * `value` is a date-time (ISO text): sorted by the instant it names, exported as a real date in the user's
   * time zone. A column that shows a date is made by the kit's dateColumn, which sets it.
   */
  type?: "datetime";
};

export type PageRequest = { from: number; quantity: number; sort?: SortState; search: string };
export type PageResult<Row> = { rows: Row[]; total: number; filtered: number };

export type ClientSource<Row> = { kind: "client"; rows: readonly Row[] };
export type ServerSource<Row> = {
  kind: "server";
  queryKey: readonly unknown[];
  fetchPage: (req: PageRequest) => Promise<PageResult<Row>>;
  /** Rows per request (the list's page size); default BLOCK_SIZE. */
  pageSize?: number;
  searchDelayMs?: number;
  /** Most rows the server answers one request (an export pages within it): the call's pageLimitOf. */
  pageLimit: number;
  /** The order the server applies when a request names none (a list screen starts sorted by it). */
  defaultSort?: SortState;
  /**
   * Shown a page (pageSize rows) at a time with numeric pagination instead of scrolling through every row,
   * with a choice of page sizes when `sizes` lists them (spec 2's edge tables and mails list).
   */
  paging?: { sizes?: readonly number[] };
};
export type TableSource<Row> = ClientSource<Row> | ServerSource<Row>;

export type RowAction<Row> = {
  id: string;
  label: string;
  /** Shown in the menu and honoured while the grid has focus, e.g. "mod+shift+d" or "Delete". */
  shortcut?: string;
  danger?: boolean;
  disabled?: boolean;
  run: (rows: Row[]) => void;
};

export type DataTableProps<Row> = {
  ariaLabel: string;
  columns: Column<Row>[];
  source: TableSource<Row>;
  rowKey: (row: Row) => RowKey;
  /** File name / document title of exports, e.g. "SystemUserFile". */
  exportTitle: string;
  /** Row menu: a button per row, the context-menu key or Shift+F10. */
  rowActions?: RowAction<Row>[];
  /** Enter or double-click. */
  onActivate?: (row: Row) => void;
  onSelectionChange?: (rows: Row[]) => void;
  /** The highlighted row (the one a row action's key acts on), undefined when none is. */
  onActiveRowChange?: (row: Row | undefined) => void;
  selectable?: boolean;
  initialSort?: SortState;
  /** Extra controls placed in the table toolbar. */
  toolbar?: ReactNode;
  emptyText?: string;
  /** Default 32. */
  rowHeight?: number;
};
