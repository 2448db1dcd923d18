import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { runOnRow } from "../commands/execute";
import { usePermittedCommand, useRowActions } from "../commands/hooks";
import { Button } from "../ui/button";
import { type Column, DataTable, type RowKey, type SortState, type TableSource } from "../ui/data-table";
import { useLoadFailureAlert } from "../ui/use-load-failure-alert";
import { usePaneContext } from "../workspace/pane-context";
import { setPaneActiveRow, setPaneSelection } from "../workspace/selection";

type Props<Row> = {
  /** The table's accessible name; by default the pane's title. */
  label?: string;
  exportTitle: string;
  columns: Column<Row>[];
  source: TableSource<Row>;
  rowKey(row: Row): RowKey;
  /** Where the table starts; a server list starts in its source's default order. */
  initialSort?: SortState;
  emptyText: string;
  /**
   * The command run on the row with Enter or a double-click (editing it), or the first of several the user
   * may run (editing it, else viewing it).
   */
  activate?: string | readonly string[];
  /** Shown above the table (a load failure). */
  notice?: ReactNode;
  /** The list's own filters, placed in the table's toolbar. */
  toolbar?: ReactNode;
  /** Below the table (a numeric pager). */
  footer?: ReactNode;
  /** The pane's dialogs. */
  children?: ReactNode;
};

/**
 * A list screen: the data table wired to its pane's row commands (the pane kind's, whose keys the grid
 * honours), selection (for the toolbar and palette) and activation. Its source is a whole list
 * (useClientList) or a server list in its dialect (serverList).
 */
export function ListScreen<Row>({ activate, notice, footer, children, ...table }: Props<Row>) {
  const { t } = useTranslation();
  const pane = usePaneContext();
  if (!pane) throw new Error("A list screen is shown inside a pane");
  const { paneId } = pane;
  const rowActions = useRowActions<Row>(pane.kind, paneId);
  const activation = usePermittedCommand(typeof activate === "string" ? [activate] : (activate ?? []));
  return (
    <div className="flex h-full min-h-0 flex-col p-2">
      {notice}
      <DataTable
        ariaLabel={table.label ?? t(pane.title)}
        columns={table.columns}
        source={table.source}
        rowKey={table.rowKey}
        exportTitle={table.exportTitle}
        initialSort={
          table.initialSort ?? (table.source.kind === "server" ? table.source.defaultSort : undefined)
        }
        emptyText={table.emptyText}
        toolbar={table.toolbar}
        selectable
        rowActions={rowActions}
        onActivate={activation ? (row) => runOnRow(activation, paneId, row) : undefined}
        onSelectionChange={(rows) => setPaneSelection(paneId, rows)}
        onActiveRowChange={(row) => setPaneActiveRow(paneId, row)}
      />
      {footer}
      {children}
    </div>
  );
}

/**
 * A whole list fetched once (small lists sorted and searched in the browser), and its retry notice, worded
 * by `failureText` where the module's spec words its failures.
 */
export function useClientList<Row>(
  queryKey: readonly unknown[],
  fetch: () => Promise<Row[]>,
  failureText?: (error: unknown) => string | undefined,
): { source: TableSource<Row>; notice: ReactNode } {
  const { t } = useTranslation();
  const query = useQuery({ queryKey, queryFn: fetch, placeholderData: keepPreviousData });
  useLoadFailureAlert(query.error);
  const rows = query.data;
  const source = useMemo<TableSource<Row>>(() => ({ kind: "client", rows: rows ?? [] }), [rows]);
  const notice = query.isError ? (
    <div
      role="alert"
      className="mb-2 flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm text-destructive"
    >
      {failureText?.(query.error) ?? t("common.errorLoading")}
      <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
        {t("common.retry")}
      </Button>
    </div>
  ) : null;
  return { source, notice };
}
