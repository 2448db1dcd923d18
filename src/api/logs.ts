import { type ExportRecord, type LogSortField, logsCalls } from "../contract/logs";
import { callService } from "./call";

export {
  type ExportRecord,
  LOG_SORT_FIELDS,
  type LogPage,
  type LogRow,
  type LogSortField,
} from "../contract/logs";

export type LogPageRequest = {
  from: number;
  rpp: number;
  sortField: LogSortField;
  sortOrder: "asc" | "desc";
  search: string;
  draw?: number;
};

/** GET /services/logs/log (spec 1 §7): server-side paged audit log. */
export function fetchLogPage(request: LogPageRequest, signal?: AbortSignal) {
  return callService(
    logsCalls.listLogs,
    {
      query: {
        draw: request.draw ?? 1,
        from: request.from,
        rpp: request.rpp,
        sort_field: request.sortField,
        sort_order: request.sortOrder,
        search: request.search,
      },
    },
    { signal },
  );
}

/** POST /services/logs/export: writes the export (who, which table, which columns, how many rows) to the audit log. */
export function recordExport(record: ExportRecord) {
  return callService(logsCalls.recordExport, { body: record });
}
