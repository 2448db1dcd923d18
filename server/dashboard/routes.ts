import { DEFAULT_PAGE_LENGTH, DRILL_QUANTITY, dashboardCalls, pageOf } from "../../src/contract/dashboard.ts";
import { implement } from "../platform/route.ts";
import { listContents, listDevices, listEvents } from "./drill.ts";
import { edgeKeyOf, listEdges } from "./edges.ts";
import { getEvent } from "./event.ts";
import { getHistogram } from "./histogram.ts";
import { queueReport } from "./report.ts";
import { shareResult } from "./share.ts";
import { dashboardDb } from "./tables.ts";
import { listUsers } from "./users.ts";
import { resolveWindow } from "./window.ts";

// The edge services of spec 2 §7 for the three areas, and dashboard/share. Access and input come checked
// from the declarations (src/contract/dashboard.ts); the work is in the files beside this one.

export const dashboardRoutes = implement(dashboardCalls, (deps) => {
  const db = dashboardDb(deps.db);
  const windowOf = (query: { interval: string; until?: string }) => resolveWindow(query, deps.clock());
  return {
    listEdges: async ({ params, query }) => {
      const page = { ...pageOf(query, DEFAULT_PAGE_LENGTH), search: query.search || undefined };
      return { draw: query.draw, ...(await listEdges(db, params.area, windowOf(query), page)) };
    },
    getHistogram: async ({ params, query }) =>
      getHistogram(db, params.area, windowOf(query), query.bucket, query.edges),
    listUsers: async ({ params, query }) => {
      const edgeKey =
        query.edge_id === undefined ? undefined : await edgeKeyOf(db, params.area, query.edge_id);
      const filter = { edgeKey, email: query.email || undefined };
      const page = pageOf(query, DEFAULT_PAGE_LENGTH);
      return { draw: query.draw, ...(await listUsers(db, params.area, windowOf(query), filter, page)) };
    },
    listDevices: async ({ params, query }) => {
      const edgeKey = await edgeKeyOf(db, params.area, query.edge_id);
      const at = { userId: query.user_id, edgeId: query.edge_id, edgeKey };
      const page = pageOf(query, DRILL_QUANTITY);
      return { draw: query.draw, ...(await listDevices(db, params.area, at, windowOf(query), page)) };
    },
    listContents: async ({ params, query }) => {
      const edgeKey = await edgeKeyOf(db, params.area, query.edge_id);
      const at = { userId: query.user_id, edgeId: query.edge_id, edgeKey, deviceId: query.device_id };
      const page = pageOf(query, DEFAULT_PAGE_LENGTH);
      return { draw: query.draw, ...(await listContents(db, params.area, at, windowOf(query), page)) };
    },
    listEvents: async ({ params, query }) => {
      const edgeKey = await edgeKeyOf(db, params.area, query.edge_id);
      const at = {
        userId: query.user_id,
        edgeId: query.edge_id,
        edgeKey,
        deviceId: query.device_id,
        contentId: query.content_id,
      };
      return {
        draw: query.draw,
        ...(await listEvents(db, at, windowOf(query), pageOf(query, DRILL_QUANTITY))),
      };
    },
    getEvent: async ({ params }) => getEvent(db, params.area, params.id),
    sendReport: async ({ params, body }, c) => queueReport(db, c, params.area, body),
    getShare: async () => shareResult(),
  };
});
