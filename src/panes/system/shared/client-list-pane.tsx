import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import type { Column, TableSource } from "../../../ui/data-table";
import { useLoadFailureAlert } from "../../../ui/use-load-failure-alert";
import { type SystemList, SystemTable } from "./system-table";

/** A whole list fetched once (groups, roles, modules are small) for a client-side table, and its failure. */
function useClientList<Row>(
  queryKey: readonly unknown[],
  fetch: () => Promise<Row[]>,
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
      {t("common.errorLoading")}
      <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
        {t("system.actions.retry")}
      </Button>
    </div>
  ) : null;
  return { source, notice };
}

/** A list fetched whole: what sets it apart from the others. */
export type ClientList<Row> = SystemList<Row> & {
  queryKey(): readonly unknown[];
  fetch(): Promise<Row[]>;
  useColumns(paneId: string): Column<Row>[];
};

type Props<Row> = { paneId: string; list: ClientList<Row> };

/** The pane of a list fetched whole: its table, with a retry notice when loading fails. */
export function ClientListPane<Row>({ paneId, list }: Props<Row>) {
  const { queryKey, fetch, useColumns, ...table } = list;
  const columns = useColumns(paneId);
  const { source, notice } = useClientList(queryKey(), fetch);
  return <SystemTable paneId={paneId} {...table} columns={columns} source={source} notice={notice} />;
}
