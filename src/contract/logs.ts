import { z } from "zod";
import { defineCalls } from "./define.ts";
import { LOG_PAGE_MAX } from "./page-limits.ts";
import { dataTablesAnswer, draw, pageWindow, sortedSearch } from "./paging.ts";

// The audit log (spec 1 §7 GET /services/logs/log): paged, sorted and searched on the server.

export const LOG_SORT_FIELDS = ["datetime", "user", "ip", "url", "action", "message", "level"] as const;
export type LogSortField = (typeof LOG_SORT_FIELDS)[number];

export const LOG_LEVELS = ["info", "warning", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const logRow = z.object({
  log_id: z.int(),
  datetime: z.string(),
  user: z.string(),
  ip: z.string(),
  url: z.string(),
  action: z.string(),
  message: z.string(),
  level: z.enum(LOG_LEVELS),
});
export type LogRow = z.output<typeof logRow>;

/** What an audit row changed, kept as JSON text in its detail column: values before and after, and the reason. */
export const auditDetail = z.object({
  before: z.record(z.string(), z.string()).optional(),
  after: z.record(z.string(), z.string()).optional(),
  reason: z.string().optional(),
});
export type AuditDetail = z.output<typeof auditDetail>;

export const logPage = dataTablesAnswer(logRow);
export type LogPage = z.output<typeof logPage>;

/** The most subjects one export record names (one audit row each). */
export const EXPORT_SUBJECTS_MAX = 100;

export const EXPORT_FORMATS = ["copy", "csv", "xlsx", "pdf", "print"] as const;

/** What a table export disclosed (the caller is who): written to the audit log (issue 12 §5). */
export const exportRecord = z.object({
  /** The table's export title, e.g. SystemLogFile. */
  table: z.string().trim().min(1).max(100),
  /**
   * The module whose screen exported it: its personal-data policy caps the rows, and the audit row says
   * whether its personal data went out masked (the caller lacks the module's "personal" privilege).
   */
  module: z.string().trim().min(1).max(40),
  format: z.enum(EXPORT_FORMATS),
  /** Column ids in the exported order. */
  columns: z.array(z.string().trim().min(1).max(100)).min(1).max(200),
  rows: z.int().min(0).max(100_000_000),
  /**
   * Whom the exported rows are about (audit subjects: a subscriber's subscriptions name that subscriber). Each
   * gets its own audit row, so their case histories show the export; bounded, as a page of rows is.
   */
  subjects: z.array(z.string().trim().min(1).max(100)).max(EXPORT_SUBJECTS_MAX).optional(),
});
export type ExportRecord = z.output<typeof exportRecord>;

export const logsCalls = defineCalls("logs", {
  listLogs: {
    summary: "Audit log page (extra.filteredCapped when the match count stopped at its cap)",
    method: "GET",
    path: "/logs/log",
    query: z.object({
      draw,
      ...pageWindow.fromRpp(LOG_PAGE_MAX, 25),
      ...sortedSearch(LOG_SORT_FIELDS, { field: "datetime", order: "desc" }),
    }),
    result: logPage,
    access: { module: "logs", privilege: "view" },
  },
  recordExport: {
    summary: "Writes a table export to the audit log: who, which table, format, columns and row count",
    method: "POST",
    path: "/logs/export",
    body: exportRecord,
    result: z.object({ recorded: z.literal(true) }),
    // Any signed-in user exports the tables they can see (view on the record's module); the audit row names
    // them. Rows beyond the module's export cap (its personal-data policy) are refused, nothing written.
    errors: ["user_without_permission", "privacy_export_over_cap"],
    access: "signed-in",
    status: 201,
  },
});
