import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { keys } from "../../../api/keys";
import { fetchLogPage, type LogRow, type LogSortField } from "../../../api/logs";
import { useRowActions } from "../../../commands/hooks";
import { logsCalls } from "../../../contract/logs";
import { dateColumn } from "../../../kit/date-column";
import { dataTablesPage, fromRpp, serverList } from "../../../kit/paging";
import { PersonalDataNote, PersonalValue } from "../../../kit/personal-data-note";
import { cn } from "../../../ui/cn";
import { type Column, DataTable } from "../../../ui/data-table";
import { setPaneActiveRow } from "../../../workspace/selection";
import type { PaneProps } from "../../../workspace/types";
import { LOGS } from "../kinds";
import { LogDetailDialog } from "./log-detail-dialog";
import { logMessageTarget } from "./reveal-message";

const LEVEL_TONE: Record<string, string> = {
  info: "bg-sky-100 text-sky-900",
  warning: "bg-amber-100 text-amber-900",
  error: "bg-red-100 text-red-900",
};

/** The audit log (spec 1 §2 logs screen): server-side paged over every log row. */
export function LogsPane({ paneId }: PaneProps) {
  const { t, i18n } = useTranslation();
  const rowActions = useRowActions<LogRow>(LOGS, paneId);
  const [detail, setDetail] = useState<LogRow | null>(null);

  const columns = useMemo<Column<LogRow>[]>(() => {
    const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "medium" });
    return [
      dateColumn<LogRow>({
        id: "datetime",
        header: t("logs.columns.datetime"),
        at: (row) => row.datetime,
        format: (at) => (at ? dateFormat.format(new Date(at)) : ""),
        width: 170,
      }),
      { id: "user", header: t("logs.columns.user"), value: (row) => row.user, width: 200, sortable: true },
      { id: "ip", header: t("logs.columns.ip"), value: (row) => row.ip, width: 120, sortable: true },
      { id: "url", header: t("logs.columns.url"), value: (row) => row.url, width: 220, sortable: true },
      {
        id: "action",
        header: t("logs.columns.action"),
        value: (row) => row.action,
        width: 160,
        sortable: true,
      },
      {
        id: "message",
        header: t("logs.columns.message"),
        value: (row) => row.message,
        cell: (row) => <PersonalValue paneId={paneId} target={logMessageTarget(row)} value={row.message} />,
        width: 320,
        sortable: true,
      },
      {
        id: "level",
        header: t("logs.columns.level"),
        value: (row) => row.level,
        cell: (row) => (
          <span className={cn("rounded px-1.5 py-0.5 text-xs", LEVEL_TONE[row.level])}>
            {t(`logs.levels.${row.level}`, { defaultValue: row.level })}
          </span>
        ),
        width: 100,
        sortable: true,
      },
    ];
  }, [t, i18n.language, paneId]);

  const source = useMemo(
    () =>
      serverList({
        queryKey: keys.logs.all(),
        // The audit log keeps this console's 100 rows a request and 400 ms search pause.
        dialect: fromRpp<LogSortField>({ pageSize: 100, searchDelayMs: 400 }),
        defaultSort: { field: "datetime", order: "desc" },
        call: logsCalls.listLogs,
        fetch: fetchLogPage,
        read: dataTablesPage,
      }),
    // Region and tenant are in the key; a change of either remounts the pane (see Shell).
    [],
  );

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="px-3 pt-2 empty:hidden">
        <PersonalDataNote module="logs" />
      </div>
      <DataTable
        ariaLabel={t("logs.title")}
        columns={columns}
        source={source}
        rowKey={(row) => row.log_id}
        exportTitle="SystemLogFile"
        selectable
        initialSort={{ field: "datetime", order: "desc" }}
        emptyText={t("logs.empty")}
        onActivate={setDetail}
        rowActions={rowActions}
        onActiveRowChange={(row) => setPaneActiveRow(paneId, row)}
      />
      {detail && <LogDetailDialog paneId={paneId} row={detail} onClose={() => setDetail(null)} />}
    </div>
  );
}
