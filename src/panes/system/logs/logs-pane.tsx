import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { keys } from "../../../api/keys";
import { fetchLogPage, type LogRow, type LogSortField } from "../../../api/logs";
import { useRowActions } from "../../../commands/hooks";
import { logsCalls } from "../../../contract/logs";
import { dataTablesPage, fromRpp, serverList } from "../../../kit/paging";
import { PersonalDataNote, PersonalValue } from "../../../kit/personal-data-note";
import { tableColumns } from "../../../kit/table-columns";
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
    const column = tableColumns<LogRow>(t, "logs", i18n.language);
    return [
      column.date("datetime", "datetime", (row) => row.datetime, {
        format: (at) => (at ? dateFormat.format(new Date(at)) : ""),
        width: 170,
      }),
      column.sorted("user", "user", (row) => row.user, 200),
      column.sorted("ip", "ip", (row) => row.ip, 120),
      column.sorted("url", "url", (row) => row.url, 220),
      column.sorted("action", "action", (row) => row.action, 160),
      column.sorted("message", "message", (row) => row.message, 320, {
        cell: (row) => <PersonalValue paneId={paneId} target={logMessageTarget(row)} value={row.message} />,
      }),
      column.sorted("level", "level", (row) => row.level, 100, {
        cell: (row) => (
          <span className={cn("rounded px-1.5 py-0.5 text-xs", LEVEL_TONE[row.level])}>
            {t(`logs.levels.${row.level}`, { defaultValue: row.level })}
          </span>
        ),
      }),
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
