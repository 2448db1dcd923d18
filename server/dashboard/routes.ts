import { DEFAULT_PAGE_LENGTH, DRILL_QUANTITY, dashboardCalls, pageOf } from "../../src/contract/dashboard.ts";
import { personalData } from "../platform/personal-data.ts";
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
// from the declarations (src/contract/dashboard.ts); the work is in the files beside this one. End users'
// e-mails, usernames and device IPs go out masked to a caller without the dashboard's "personal" privilege
// (filters such as the e-mail prefix still match the whole values); report recipients are staff.

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
    listUsers: async ({ params, query }, c) => {
      const edgeKey =
        query.edge_id === undefined ? undefined : await edgeKeyOf(db, params.area, query.edge_id);
      const filter = { edgeKey, email: query.email || undefined };
      const page = pageOf(query, DEFAULT_PAGE_LENGTH);
      const list = await listUsers(db, params.area, windowOf(query), filter, page);
      const pd = personalData(c, "dashboard");
      const users = pd.masked
        ? list.users.map((user) => ({
            ...user,
            email: pd.email(user.email),
            username: pd.name(user.username),
          }))
        : list.users;
      return { draw: query.draw, ...list, users };
    },
    listDevices: async ({ params, query }, c) => {
      const edgeKey = await edgeKeyOf(db, params.area, query.edge_id);
      const at = { userId: query.user_id, edgeId: query.edge_id, edgeKey };
      const page = pageOf(query, DRILL_QUANTITY);
      const list = await listDevices(db, params.area, at, windowOf(query), page);
      const pd = personalData(c, "dashboard");
      const devices = pd.masked
        ? list.devices.map((device) => ({ ...device, ip: pd.ip(device.ip) }))
        : list.devices;
      return { draw: query.draw, ...list, devices };
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
    getEvent: async ({ params }, c) => {
      const event = await getEvent(db, params.area, params.id);
      const pd = personalData(c, "dashboard");
      if (!pd.masked) return event;
      // The operator's records are free JSON: any e-mail in them is masked too.
      const operator = JSON.parse(pd.text(JSON.stringify(event.operator))) as typeof event.operator;
      return { ...event, user: { ...event.user, email: pd.email(event.user.email) }, operator };
    },
    sendReport: async ({ params, body }, c) => queueReport(db, c, params.area, body),
    getShare: async () => shareResult(),
  };
});
