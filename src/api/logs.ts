import { api } from "./client";

export type LogRow = {
  log_id: number;
  datetime: string;
  user: string;
  ip: string;
  url: string;
  action: string;
  message: string;
  level: "info" | "warning" | "error";
};

export const LOG_SORT_FIELDS = ["datetime", "user", "ip", "url", "action", "message", "level"] as const;
export type LogSortField = (typeof LOG_SORT_FIELDS)[number];

export type LogPageRequest = {
  from: number;
  rpp: number;
  sortField: LogSortField;
  sortOrder: "asc" | "desc";
  search: string;
  draw?: number;
};

export type LogPage = { draw: number; recordsTotal: number; recordsFiltered: number; data: LogRow[] };

/** GET /services/logs/log (spec 1 §7): server-side paged audit log. */
export function fetchLogPage(request: LogPageRequest, signal?: AbortSignal): Promise<LogPage> {
  return api<LogPage>("/logs/log", {
    signal,
    query: {
      draw: request.draw ?? 1,
      from: request.from,
      rpp: request.rpp,
      sort_field: request.sortField,
      sort_order: request.sortOrder,
      search: request.search,
    },
  });
}

export type ExportRecord = { table: string; format: string; columns: string[]; rows: number };

/** POST /services/logs/export: writes the export (who, which table, which columns, how many rows) to the audit log. */
export function recordExport(record: ExportRecord): Promise<{ recorded: true }> {
  return api("/logs/export", { method: "POST", body: record });
}
