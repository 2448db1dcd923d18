import { sql } from "kysely";
import type { EdgeArea, EdgeList, ErrorCounts } from "../../src/contract/dashboard.ts";
import { isoMinute, type MinuteWindow } from "../../src/contract/dashboard-time.ts";
import { firstWhere } from "../db/by-keys.ts";
import { ApiError } from "../envelope.ts";
import { seriesSums, seriesSumsQuery } from "./counts.ts";
import { totalSeries } from "./series.ts";
import type { DashboardDb } from "./tables.ts";
import { describeWindow } from "./window.ts";

// Get edges (spec 2 §7): the area's edges, most errors in the window first, paged with start/length. The
// errors are the counters' (the histogram's); chunks and visualizations come from the recorded events.

export const chunksSum = sql<number>`sum(chunks_failed)`;
export const failedVisualizations = sql<number>`count(distinct case when status = 0 then visualization_id end)`;

type Extras = { chunks: number | null; visualizations: number | null };

/** A row's error events, and the counts beside them: failed chunks (video), failed playbacks (buffer). */
export function errorCounts(area: EdgeArea, errors: number, row: Extras | undefined): ErrorCounts {
  const events = { error: Number(errors) };
  if (area === "video") return { events, chunks: { error: Number(row?.chunks ?? 0) } };
  if (area === "buffer") return { events, visualizations: { error: Number(row?.visualizations ?? 0) } };
  return { events };
}

async function eventExtras(db: DashboardDb, edgeKeys: number[], window: MinuteWindow) {
  if (edgeKeys.length === 0) return new Map<number, Extras>();
  const rows = await db
    .selectFrom("edge_events")
    .select(["edge_key", chunksSum.as("chunks"), failedVisualizations.as("visualizations")])
    .where("edge_key", "in", edgeKeys)
    .where("time", ">=", isoMinute(window.since))
    .where("time", "<", isoMinute(window.until))
    .groupBy("edge_key")
    .execute();
  return new Map<number, Extras>(rows.map((row) => [row.edge_key, row]));
}

/** The area's edges, or those whose number or host starts with `search` ([a-z0-9.-] only: no LIKE escaping). */
const edgesOf = (db: DashboardDb, area: EdgeArea, search?: string) => {
  const query = db.selectFrom("edge_servers as e").where("e.area", "=", area);
  if (!search) return query;
  return query.where((eb) =>
    eb.or([eb("e.edge_id", "like", `${search}%`), eb("e.host", "like", `${search}%`)]),
  );
};

export const edgesPageQuery = (db: DashboardDb, area: EdgeArea, window: MinuteWindow, search?: string) => {
  const areaEdges = db.selectFrom("edge_servers").select("edge_key").where("area", "=", area);
  const sums = seriesSumsQuery(db, areaEdges, window);
  return edgesOf(db, area, search)
    .leftJoin(sums.as("c"), "c.series_id", "e.edge_key")
    .select([
      "e.edge_key",
      "e.edge_id",
      "e.number",
      "e.host",
      "e.site",
      sql<number>`coalesce(c.errors, 0)`.as("errors"),
      (eb) => eb.fn.countAll<number>().over().as("total"),
    ])
    .orderBy("errors", "desc")
    .orderBy("e.edge_key");
};

export async function listEdges(
  db: DashboardDb,
  area: EdgeArea,
  window: MinuteWindow,
  page: { offset: number; limit: number; search?: string },
): Promise<Omit<EdgeList, "draw">> {
  const rows = await edgesPageQuery(db, area, window, page.search)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const extras = await eventExtras(
    db,
    rows.map((row) => row.edge_key),
    window,
  );
  const totals = await seriesSums(db, [totalSeries(area)], window);
  // The window count rides on every row; a page past the end has none to carry it.
  const total = rows[0]
    ? rows[0].total
    : (
        await edgesOf(db, area, page.search)
          .select((eb) => eb.fn.countAll<number>().as("total"))
          .executeTakeFirstOrThrow()
      ).total;
  return {
    ...describeWindow(window),
    edges: rows.map((row) => ({
      id: row.edge_id,
      number: row.number,
      host: row.host,
      site: row.site,
      ...errorCounts(area, row.errors, extras.get(row.edge_key)),
    })),
    total: Number(total),
    errors_total: totals.get(totalSeries(area)) ?? 0,
  };
}

/** The edge_key of an area's edge id; 404 edge_not_found when there is none. */
export async function edgeKeyOf(db: DashboardDb, area: EdgeArea, edgeId: string): Promise<number> {
  const edge = await firstWhere(db, "edge_servers", "edge_key", { area, edge_id: edgeId });
  if (!edge) throw new ApiError("edge_not_found");
  return edge.edge_key;
}
