import { useQueries } from "@tanstack/react-query";
import { histogramSeries, type WindowQuery } from "../../api/dashboard";
import { edgeHoursQuery, edgeTopUsersQuery, type Live } from "../../api/dashboard-queries";
import type { EdgeArea } from "../../contract/dashboard";
import type { ChildData } from "./edge-rows";

/** The child tables of the expanded edges, refreshed with the list. */
export function useEdgeChildren(
  area: EdgeArea,
  open: readonly string[],
  window: WindowQuery,
  live: Live,
): Map<string, ChildData> {
  const users = useQueries({ queries: open.map((edgeId) => edgeTopUsersQuery(area, edgeId, window, live)) });
  const hours = useQueries({
    queries: open.map((edgeId) => edgeHoursQuery(area, edgeId, window.until, live)),
  });
  return new Map(
    open.map((edgeId, i) => [
      edgeId,
      {
        users: users[i]?.data?.users,
        hours: hours[i]?.data && histogramSeries(hours[i].data).edges[0]?.histogram,
        failed: Boolean(users[i]?.error || hours[i]?.error),
      },
    ]),
  );
}
