import { type ExportRecord, type LogSortField, logsCalls } from "../contract/logs";
import type { PagedRequest } from "../contract/paging";
import { callService } from "./call";

export {
  type ExportRecord,
  LOG_SORT_FIELDS,
  type LogPage,
  type LogRow,
  type LogSortField,
} from "../contract/logs";

export type LogPageRequest = PagedRequest<LogSortField, "fromRpp"> & { draw?: number };

/** GET /services/logs/log (spec 1 §7): server-side paged audit log. */
export function fetchLogPage(request: LogPageRequest, signal?: AbortSignal) {
  return callService(logsCalls.listLogs, { query: { draw: 1, ...request } }, { signal });
}

/** POST /services/logs/export: writes the export (who, which table, which columns, how many rows) to the audit log. */
export function recordExport(record: ExportRecord) {
  return callService(logsCalls.recordExport, { body: record });
}
