import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import {
  type EdgeArea,
  fetchDevices,
  fetchEdges,
  fetchEvent,
  fetchEvents,
  fetchHistogram,
  fetchShare,
  fetchUsers,
  type PageQuery,
  type UserOnEdge,
  type WindowQuery,
} from "./dashboard";
import { resourceKeys } from "./query-keys";

const keys = resourceKeys("dashboard", [
  "edges",
  "histogram",
  "users",
  "devices",
  "contents",
  "events",
  "share",
]);

/** Query keys (region and tenant included by the factory): every variable of a call is in its key. */
export const dashboardKeys = {
  edges: (area: EdgeArea, query: WindowQuery & PageQuery) => keys.edges.list({ area, ...query }),
  histogram: (area: EdgeArea, query: WindowQuery & { bucket: number; edges: readonly string[] }) =>
    keys.histogram.list({ area, ...query }),
  /** The users screen's table (it adds its paging and search to this prefix). */
  users: (area: EdgeArea, edgeId: string | undefined) => keys.users.list({ area, edge_id: edgeId ?? null }),
  topUsers: (area: EdgeArea, edgeId: string, window: WindowQuery) =>
    keys.users.list({ area, edge_id: edgeId, top: CHILD_USERS, ...window }),
  devices: (area: EdgeArea, at: UserOnEdge) => keys.devices.list({ area, ...at }),
  contents: (area: EdgeArea, at: UserOnEdge & { device_id: string }) => keys.contents.list({ area, ...at }),
  events: (area: EdgeArea, at: UserOnEdge & { device_id: string; content_id: number }) =>
    keys.events.list({ area, ...at }),
  event: (area: EdgeArea, id: number) => keys.events.detail({ area, id }),
  share: () => keys.share.all(),
};

/** Live queries: `every` seconds between refreshes, or false while paused; the last answer stays on screen. */
export type Live = { every: number | false };

/** A live query's refresh: always stale, asked again every `every` seconds, the last answer kept meanwhile. */
const liveOptions = (live: Live) => ({
  placeholderData: keepPreviousData,
  refetchInterval: live.every === false ? (false as const) : live.every * 1000,
  staleTime: 0,
});

export const edgesQuery = (area: EdgeArea, query: WindowQuery & PageQuery, live: Live) =>
  queryOptions({
    queryKey: dashboardKeys.edges(area, query),
    queryFn: ({ signal }) => fetchEdges(area, query, signal),
    ...liveOptions(live),
  });

export const histogramQuery = (
  area: EdgeArea,
  query: WindowQuery & { bucket: number; edges: readonly string[] },
  live: Live,
) =>
  queryOptions({
    queryKey: dashboardKeys.histogram(area, query),
    queryFn: ({ signal }) => fetchHistogram(area, query, signal),
    ...liveOptions(live),
  });

/** An expanded edge's child tables: its users with most errors, and its errors hour by hour. */
export const CHILD_USERS = 5;
export const CHILD_HOURS = "PT6H";

export const edgeTopUsersQuery = (area: EdgeArea, edgeId: string, window: WindowQuery, live: Live) =>
  queryOptions({
    queryKey: dashboardKeys.topUsers(area, edgeId, window),
    queryFn: ({ signal }) =>
      fetchUsers(area, { ...window, edge_id: edgeId, start: 0, length: CHILD_USERS }, signal),
    ...liveOptions(live),
  });

export const edgeHoursQuery = (area: EdgeArea, edgeId: string, until: string | undefined, live: Live) =>
  histogramQuery(area, { interval: CHILD_HOURS, until, bucket: 60, edges: [edgeId] }, live);

export const devicesQuery = (area: EdgeArea, at: UserOnEdge) =>
  queryOptions({
    queryKey: dashboardKeys.devices(area, at),
    queryFn: ({ signal }) => fetchDevices(area, at, signal),
  });

export const eventsQuery = (area: EdgeArea, at: UserOnEdge & { device_id: string; content_id: number }) =>
  queryOptions({
    queryKey: dashboardKeys.events(area, at),
    queryFn: ({ signal }) => fetchEvents(area, at, signal),
  });

export const eventQuery = (area: EdgeArea, id: number) =>
  queryOptions({
    queryKey: dashboardKeys.event(area, id),
    queryFn: ({ signal }) => fetchEvent(area, id, signal),
    // Spec 2 §8: a failed detail closes its modal with a message; asking again would only delay that.
    retry: false,
  });

export const shareQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.share(),
    queryFn: ({ signal }) => fetchShare(signal),
    staleTime: Infinity,
  });
