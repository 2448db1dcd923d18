import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { executeCommand } from "../../../commands/execute";
import { useRowActions } from "../../../commands/hooks";
import {
  type Column,
  DataTable,
  type RowKey,
  type SortOrder,
  type TableSource,
} from "../../../ui/data-table";
import { setPaneSelection } from "../../selection";
import { SystemDialogs } from "../system-dialogs";
import { useRefreshOnChange } from "./changes";
import type { EntityActions } from "./entity";

/** What sets one system list apart; its pane kind, edit command and texts come from its entity. */
export type SystemList<Row> = {
  entity: EntityActions<Row>;
  /** The row key, and the initial sort. */
  idField: keyof Row & string;
  order?: SortOrder;
  exportTitle: string;
};

type Props<Row> = SystemList<Row> & {
  paneId: string;
  columns: Column<Row>[];
  source: TableSource<Row>;
  /** Shown above the table (a load failure). */
  notice?: ReactNode;
};

/** The one table of every system list, wired to the pane's commands, selection and modals. */
export function SystemTable<Row>({
  paneId,
  entity,
  idField,
  order = "asc",
  exportTitle,
  columns,
  source,
  notice,
}: Props<Row>) {
  const { t } = useTranslation();
  useRefreshOnChange();
  const rowActions = useRowActions<Row>(entity.pane, paneId);
  // Enter or double-click on a row edits it.
  const edit = `system.edit${entity.noun}`;
  return (
    <div className="flex h-full min-h-0 flex-col p-2">
      {notice}
      <DataTable
        ariaLabel={t(`system.${entity.plural}.listTitle`)}
        columns={columns}
        source={source}
        rowKey={(row) => row[idField] as RowKey}
        exportTitle={exportTitle}
        initialSort={{ field: idField, order }}
        emptyText={t(`system.${entity.plural}.empty`)}
        selectable
        rowActions={rowActions}
        onActivate={(row) => void executeCommand(edit, "row", undefined, { paneId, selection: [row] })}
        onSelectionChange={(rows) => setPaneSelection(paneId, rows)}
      />
      <SystemDialogs paneId={paneId} />
    </div>
  );
}
