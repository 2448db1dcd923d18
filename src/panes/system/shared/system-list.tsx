import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListScreen, useClientList } from "../../../kit/list-screen";
import type { Column, RowKey, SortOrder, TableSource } from "../../../ui/data-table";
import type { PaneProps } from "../../../workspace/types";
import { SystemDialogs } from "../system-dialogs";
import type { EntityActions } from "./entity";

type Props<Row> = {
  paneId: string;
  entity: EntityActions<Row>;
  /** The row key, and the initial sort. */
  idField: keyof Row & string;
  order?: SortOrder;
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
      exportTitle={`System${entity.noun}File`}
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

type WholeList<Row> = {
  /** Read at each render: a key holds the region and tenant shown. */
  queryKey(): readonly unknown[];
  fetch(): Promise<Row[]>;
  useColumns(paneId: string): Column<Row>[];
};

/** The pane of a system list fetched whole (groups, roles, modules), sorted by its id. */
export function wholeSystemList<Row>(
  entity: EntityActions<Row>,
  idField: keyof Row & string,
  { queryKey, fetch, useColumns }: WholeList<Row>,
) {
  return function WholeSystemList({ paneId }: PaneProps) {
    const columns = useColumns(paneId);
    const { source, notice } = useClientList(queryKey(), fetch);
    return (
      <SystemList
        paneId={paneId}
        entity={entity}
        idField={idField}
        columns={columns}
        source={source}
        notice={notice}
      />
    );
  };
}
