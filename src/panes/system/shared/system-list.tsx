import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListScreen } from "../../../kit/list-screen";
import type { Column, RowKey, SortOrder, TableSource } from "../../../ui/data-table";
import { SystemDialogs } from "../system-dialogs";
import type { EntityActions } from "./entity";

type Props<Row> = {
  paneId: string;
  entity: EntityActions<Row>;
  /** The row key, and the initial sort. */
  idField: keyof Row & string;
  order?: SortOrder;
  exportTitle: string;
  columns: Column<Row>[];
  source: TableSource<Row>;
  notice?: ReactNode;
};

/** A system list on the kit's list screen (in its entity's pane): its texts and edit command come from its entity. */
export function SystemList<Row>({ paneId, entity, idField, order = "asc", ...table }: Props<Row>) {
  const { t } = useTranslation();
  return (
    <ListScreen
      {...table}
      label={t(`system.${entity.plural}.listTitle`)}
      rowKey={(row) => row[idField] as RowKey}
      initialSort={{ field: idField, order }}
      emptyText={t(`system.${entity.plural}.empty`)}
      activate={[`system.edit${entity.noun}`, `system.view${entity.noun}`]}
    >
      <SystemDialogs paneId={paneId} />
    </ListScreen>
  );
}
