import type { ReactNode } from "react";
import { executeCommand } from "../../../commands/execute";
import { useRowActions } from "../../../commands/hooks";
import {
  type Column,
  DataTable,
  type RowKey,
  type SortState,
  type TableSource,
} from "../../../ui/data-table";
import { setPaneSelection } from "../../selection";
import { SystemDialogs } from "../system-dialogs";
import { useRefreshOnChange } from "./changes";

type Props<Row> = {
  paneId: string;
  /** Pane kind: its row commands feed the row menu. */
  kind: string;
  ariaLabel: string;
  columns: Column<Row>[];
  source: TableSource<Row>;
  rowKey(row: Row): RowKey;
  exportTitle: string;
  /** Enter or double-click on a row runs this command (edit). */
  activateCommand: string;
  initialSort?: SortState;
  emptyText: string;
  /** Shown above the table (a load failure). */
  notice?: ReactNode;
};

/** The one table of every system list, wired to the pane's commands, selection and modals. */
export function SystemTable<Row>({ paneId, kind, activateCommand, notice, ...table }: Props<Row>) {
  useRefreshOnChange();
  const rowActions = useRowActions<Row>(kind, paneId);
  return (
    <div className="flex h-full min-h-0 flex-col p-2">
      {notice}
      <DataTable
        {...table}
        selectable
        rowActions={rowActions}
        onActivate={(row) =>
          void executeCommand(activateCommand, "row", undefined, { paneId, selection: [row] })
        }
        onSelectionChange={(rows) => setPaneSelection(paneId, rows)}
      />
      <SystemDialogs paneId={paneId} />
    </div>
  );
}
