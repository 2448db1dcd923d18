import { type Context, Hono } from "hono";
import {
  DASHBOARD_CALLS,
  DASHBOARD_MODULE,
  type DashboardCall,
  DEFAULT_PAGE_LENGTH,
  DRILL_QUANTITY,
  pageOf,
} from "../../src/contract/dashboard.ts";
import {
  areaParam,
  contentsQuery,
  devicesQuery,
  edgesQuery,
  eventParam,
  eventsQuery,
  histogramQuery,
  reportBody,
  usersQuery,
} from "../../src/contract/dashboard-schemas.ts";
import { requireAuth, requirePrivilege } from "../auth/middleware.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { listContents, listDevices, listEvents } from "../dashboard/drill.ts";
import { edgeKeyOf, listEdges } from "../dashboard/edges.ts";
import { getEvent } from "../dashboard/event.ts";
import { getHistogram } from "../dashboard/histogram.ts";
import { dashboardOpenApi } from "../dashboard/openapi.ts";
import { queueReport } from "../dashboard/report.ts";
import { shareResult } from "../dashboard/share.ts";
import { listUsers } from "../dashboard/users.ts";
import { resolveWindow } from "../dashboard/window.ts";
import { ok } from "../envelope.ts";
import { parseBody, parseParams, parseQuery } from "../validation.ts";

// The edge services of spec 2 §7 for the three areas, and dashboard/share. Paths, privileges and schemas
// come from src/contract/dashboard.ts; the work is in server/dashboard/.

/** The Hono form of a contract path, relative to this router's /dashboard mount. */
const route = (call: DashboardCall) =>
  DASHBOARD_CALLS[call].path.replace("/dashboard", "").replace(/\{(\w+)\}/g, ":$1");

export function dashboardRoutes(deps: AppDeps) {
  const { db } = deps;
  const guard = (call: DashboardCall) =>
    [requireAuth(deps), requirePrivilege(DASHBOARD_MODULE, DASHBOARD_CALLS[call].privilege)] as const;
  const windowOf = (query: { interval: string; until?: string }) => resolveWindow(query, deps.clock());
  const areaOf = (c: Context<AppEnv>) => parseParams(c, areaParam).area;

  return (
    new Hono<AppEnv>()
      .get(route("dashboard.listEdges"), ...guard("dashboard.listEdges"), async (c) => {
        const q = parseQuery(c, edgesQuery);
        const page = { ...pageOf(q, DEFAULT_PAGE_LENGTH), search: q.search || undefined };
        return ok(c, { draw: q.draw, ...(await listEdges(db, areaOf(c), windowOf(q), page)) });
      })
      .get(route("dashboard.getHistogram"), ...guard("dashboard.getHistogram"), async (c) => {
        const q = parseQuery(c, histogramQuery);
        return ok(c, await getHistogram(db, areaOf(c), windowOf(q), q.bucket, q.edges));
      })
      .get(route("dashboard.listUsers"), ...guard("dashboard.listUsers"), async (c) => {
        const q = parseQuery(c, usersQuery);
        const area = areaOf(c);
        const edgeKey = q.edge_id === undefined ? undefined : await edgeKeyOf(db, area, q.edge_id);
        const filter = { edgeKey, email: q.email || undefined };
        const users = await listUsers(db, area, windowOf(q), filter, pageOf(q, DEFAULT_PAGE_LENGTH));
        return ok(c, { draw: q.draw, ...users });
      })
      .get(route("dashboard.listDevices"), ...guard("dashboard.listDevices"), async (c) => {
        const q = parseQuery(c, devicesQuery);
        const area = areaOf(c);
        const at = { userId: q.user_id, edgeId: q.edge_id, edgeKey: await edgeKeyOf(db, area, q.edge_id) };
        const devices = await listDevices(db, area, at, windowOf(q), pageOf(q, DRILL_QUANTITY));
        return ok(c, { draw: q.draw, ...devices });
      })
      .get(route("dashboard.listContents"), ...guard("dashboard.listContents"), async (c) => {
        const q = parseQuery(c, contentsQuery);
        const area = areaOf(c);
        const edgeKey = await edgeKeyOf(db, area, q.edge_id);
        const at = { userId: q.user_id, edgeId: q.edge_id, edgeKey, deviceId: q.device_id };
        const contents = await listContents(db, area, at, windowOf(q), pageOf(q, DEFAULT_PAGE_LENGTH));
        return ok(c, { draw: q.draw, ...contents });
      })
      .get(route("dashboard.listEvents"), ...guard("dashboard.listEvents"), async (c) => {
        const q = parseQuery(c, eventsQuery);
        const edgeKey = await edgeKeyOf(db, areaOf(c), q.edge_id);
        const at = {
          userId: q.user_id,
          edgeId: q.edge_id,
          edgeKey,
          deviceId: q.device_id,
          contentId: q.content_id,
        };
        return ok(c, { draw: q.draw, ...(await listEvents(db, at, windowOf(q), pageOf(q, DRILL_QUANTITY))) });
      })
      .get(route("dashboard.getEvent"), ...guard("dashboard.getEvent"), async (c) => {
        const { area, id } = parseParams(c, eventParam);
        return ok(c, await getEvent(db, area, id));
      })
      .post(route("dashboard.sendReport"), ...guard("dashboard.sendReport"), async (c) => {
        const area = areaOf(c);
        return ok(c, await queueReport(db, c, area, await parseBody(c, reportBody)));
      })
      .get(route("dashboard.getShare"), ...guard("dashboard.getShare"), (c) => ok(c, shareResult()))
      // Documentation of the calls above: public, like any API reference.
      .get("/openapi.json", (c) => c.json(dashboardOpenApi()))
  );
}
