import {
  contentList,
  deviceList,
  edgeList,
  eventDetail,
  eventList,
  histogram,
  reportResult,
  shareResult,
  userList,
} from "./dashboard-results.ts";
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
} from "./dashboard-schemas.ts";
import { defineCalls } from "./define.ts";

// The edge services of spec 2 §7 for the three areas (video, api, buffer) and the dashboard home's share
// address. The spec names no path but dashboard/share: the others are this server's, one per service, with
// the area as a path parameter. The dashboard permission module guards them all (spec 1 §6: dashboard and
// edges map to it): reading needs view, the incident report edit.

export type * from "./dashboard-results.ts";
export * from "./dashboard-rules.ts";

const view = { module: "dashboard", privilege: "view" } as const;

export const dashboardCalls = defineCalls("dashboard", {
  listEdges: {
    summary: "Edges of an area with their error counts in the window, paged (start/length or from/quantity)",
    method: "GET",
    path: "/dashboard/edge/:area/edges",
    params: areaParam,
    query: edgesQuery,
    result: edgeList,
    access: view,
  },
  getHistogram: {
    summary:
      "Errors per time bucket of the area's total and of up to 6 edges (buffer and video under errors)",
    method: "GET",
    path: "/dashboard/edge/:area/histogram",
    params: areaParam,
    query: histogramQuery,
    result: histogram,
    errors: ["edge_not_found", "edge_histogram_too_many_points"],
    access: view,
  },
  listUsers: {
    summary: "End users with errors on an edge (or the whole area), optionally by e-mail prefix (P20D)",
    method: "GET",
    path: "/dashboard/edge/:area/users",
    params: areaParam,
    query: usersQuery,
    result: userList,
    errors: ["edge_not_found"],
    access: view,
  },
  listDevices: {
    summary: "Devices of an end user with errors on an edge (P20D, from 0, quantity 1000)",
    method: "GET",
    path: "/dashboard/edge/:area/devices",
    params: areaParam,
    query: devicesQuery,
    result: deviceList,
    errors: ["edge_not_found"],
    access: view,
  },
  listContents: {
    summary: "Contents an end user's device played on an edge, with their errors (P6D), paged",
    method: "GET",
    path: "/dashboard/edge/:area/contents",
    params: areaParam,
    query: contentsQuery,
    result: contentList,
    errors: ["edge_not_found"],
    access: view,
  },
  listEvents: {
    summary: "Events of a content on an end user's device on an edge (P6D, quantity 1000)",
    method: "GET",
    path: "/dashboard/edge/:area/events",
    params: areaParam,
    query: eventsQuery,
    result: eventList,
    errors: ["edge_not_found"],
    access: view,
  },
  getEvent: {
    summary: "One event with its user, device, application and operator request/response/faildata",
    method: "GET",
    path: "/dashboard/edge/:area/event/:id",
    params: eventParam,
    result: eventDetail,
    errors: ["edge_event_not_found"],
    access: view,
  },
  sendReport: {
    summary: "Queues the incident report mail (email, subject, HTML body) to every recipient, audited",
    method: "POST",
    path: "/dashboard/edge/:area/mail",
    params: areaParam,
    body: reportBody,
    result: reportResult,
    // The report's HTML (200,000 characters) goes beyond the server's default body bound.
    bodyLimit: { bytes: 1024 * 1024 },
    errors: ["edge_report_invalid_recipients"],
    access: { module: "dashboard", privilege: "edit" },
  },
  getShare: {
    summary:
      "The analytics address the dashboard home frames (spec 2 §7 dashboard/share); null when none is configured",
    method: "GET",
    path: "/dashboard/share",
    result: shareResult,
    errors: ["dashboard_share_unavailable"],
    access: view,
  },
});
