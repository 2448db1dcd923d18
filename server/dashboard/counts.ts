import { type SelectQueryBuilder, sql } from "kysely";
import { alignWindow, type MinuteWindow } from "../../src/contract/dashboard-time.ts";
import { bucketOf, cover, resolutionFor, type Span } from "./series.ts";
import type { DashboardDatabase, DashboardDb } from "./tables.ts";

/** Series ids, or a query that selects them (an area's edges). */
// biome-ignore lint/suspicious/noExplicitAny: any single-column select of series ids
export type SeriesSource = number[] | SelectQueryBuilder<DashboardDatabase, any, { edge_key: number }>;

// Reads of the error counters: sums over a window, and sums per time bucket (the histogram).

export const errorsSum = sql<number>`sum(errors)`;

/**
 * Errors of each series in `series` (ids or a subquery of them) within the window, as a subquery of
 * (series_id, errors): one index range per span of the cover, added up.
 */
export function seriesSumsQuery(db: DashboardDb, series: SeriesSource, window: MinuteWindow) {
  const spans = cover(window);
  const part = (span: Span) =>
    db
      .selectFrom("edge_error_counts")
      .select(["series_id", "errors"])
      .where("series_id", "in", series)
      .where("resolution", "=", span.resolution)
      .where("minute", ">=", span.since)
      .where("minute", "<", span.until);
  const rows =
    spans.length === 0
      ? part({ resolution: 1, since: 0, until: 0 })
      : spans.slice(1).reduce((union, span) => union.unionAll(part(span)), part(spans[0]));
  return db
    .selectFrom(rows.as("r"))
    .select(["r.series_id", errorsSum.as("errors")])
    .groupBy("r.series_id");
}

/** Errors of each given series in the window (a series without errors is absent). */
export async function seriesSums(
  db: DashboardDb,
  series: readonly number[],
  window: MinuteWindow,
): Promise<Map<number, number>> {
  if (series.length === 0) return new Map();
  const rows = await seriesSumsQuery(db, [...series], window).execute();
  return new Map(rows.map((row) => [row.series_id, Number(row.errors)]));
}

/** One index range per series: its rows of the coarsest resolution that fits the bucket, summed per bucket. */
export const bucketSumsQuery = (
  db: DashboardDb,
  series: readonly number[],
  window: MinuteWindow,
  bucket: number,
) =>
  db
    .selectFrom("edge_error_counts")
    .select(["series_id", bucketOf(bucket).as("bucket"), errorsSum.as("errors")])
    .where("series_id", "in", series)
    .where("resolution", "=", resolutionFor(bucket))
    .where("minute", ">=", window.since)
    .where("minute", "<", window.until)
    .groupBy(["series_id", "bucket"]);

export type Buckets = { window: MinuteWindow; bucket: number; bySeries: Map<number, number[]> };

/**
 * Errors per bucket of `bucket` minutes for each series, over the window widened to whole buckets. Each
 * series is a dense array (zero where nothing happened), one value per bucket from window.since on.
 */
export async function bucketSums(
  db: DashboardDb,
  series: readonly number[],
  requested: MinuteWindow,
  bucket: number,
): Promise<Buckets> {
  const window = alignWindow(requested, bucket);
  const first = window.since / bucket;
  const length = (window.until - window.since) / bucket;
  const bySeries = new Map(series.map((id) => [id, new Array<number>(length).fill(0)]));
  if (series.length === 0) return { window, bucket, bySeries };
  const rows = await bucketSumsQuery(db, series, window, bucket).execute();
  for (const row of rows) {
    const values = bySeries.get(row.series_id);
    if (values) values[Number(row.bucket) - first] = Number(row.errors);
  }
  return { window, bucket, bySeries };
}
