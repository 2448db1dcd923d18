import { z } from "zod";
import { defineCalls } from "./define.ts";

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

export const logPage = z.object({
  draw: z.int(),
  recordsTotal: z.int(),
  recordsFiltered: z.int(),
  data: z.array(logRow),
});
export type LogPage = z.output<typeof logPage>;

export const logsCalls = defineCalls("logs", {
  listLogs: {
    summary: "Audit log page (extra.filteredCapped when the match count stopped at its cap)",
    method: "GET",
    path: "/logs/log",
    query: z.object({
      draw: z.coerce.number<number>().int().min(0).default(1),
      from: z.coerce.number<number>().int().min(0).default(0),
      rpp: z.coerce.number<number>().int().min(1).max(500).default(25),
      sort_field: z.enum(LOG_SORT_FIELDS).default("datetime"),
      sort_order: z.enum(["asc", "desc"]).default("desc"),
      search: z.string().trim().max(200).optional(),
    }),
    result: logPage,
    access: { module: "logs", privilege: "view" },
  },
});
