import { Hono } from "hono";
import { z } from "zod";
import { LOG_PAGE_MAX } from "../../src/contract/page-limits.ts";
import { requireAuth, requirePrivilege } from "../auth/middleware.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ok } from "../envelope.ts";
import { LOG_SORT_FIELDS, queryLogs } from "../logs/query.ts";
import { parseQuery } from "../validation.ts";

const logQuery = z.object({
  draw: z.coerce.number().int().min(0).default(1),
  from: z.coerce.number().int().min(0).default(0),
  rpp: z.coerce.number().int().min(1).max(LOG_PAGE_MAX).default(25),
  sort_field: z.enum(LOG_SORT_FIELDS).default("datetime"),
  sort_order: z.enum(["asc", "desc"]).default("desc"),
  search: z.string().trim().max(200).optional(),
});

export function logsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get("/log", requireAuth(deps), requirePrivilege("logs", "view"), async (c) => {
    const q = parseQuery(c, logQuery);
    const page = await queryLogs(deps.db, {
      from: q.from,
      rpp: q.rpp,
      sortField: q.sort_field,
      sortOrder: q.sort_order,
      search: q.search || undefined,
    });
    const { filteredCapped, ...counts } = page;
    return ok(c, { draw: q.draw, ...counts }, filteredCapped ? { extra: { filteredCapped: true } } : {});
  });
}
