import { Hono } from "hono";
import { requireAuth } from "../auth/middleware.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ok } from "../envelope.ts";
import { exportRecordBody, recordExport } from "../logs/export-audit.ts";
import { parseBody } from "../validation.ts";

/** POST /services/logs/export: any signed-in user exports the tables they see; the audit row names them. */
export function exportAuditRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post("/", requireAuth(deps), async (c) => {
    await recordExport(deps.db, c, await parseBody(c, exportRecordBody));
    return ok(c, { recorded: true }, { created: true });
  });
}
