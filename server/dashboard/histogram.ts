import {
  type EdgeArea,
  type Histogram,
  type HistogramEntry,
  MAX_HISTOGRAM_POINTS,
} from "../../src/contract/dashboard.ts";
import { alignWindow, isoMinute, type MinuteWindow } from "../../src/contract/dashboard-time.ts";
import { ApiError } from "../envelope.ts";
import { bucketSums } from "./counts.ts";
import { edgeKeyOf } from "./edges.ts";
import { totalSeries } from "./series.ts";
import type { DashboardDb } from "./tables.ts";
import { describeWindow } from "./window.ts";

// Get histogram (spec 2 §7): errors per time bucket for the area's total and the asked edges, summed on the
// server so that a 30-day view and a one-hour zoom both answer a few thousand points per series at most.

function entries(window: MinuteWindow, bucket: number, values: number[]): HistogramEntry[] {
  return values.map((errors, index) => ({ datetime: isoMinute(window.since + index * bucket), errors }));
}

export async function getHistogram(
  db: DashboardDb,
  area: EdgeArea,
  requested: MinuteWindow,
  bucket: number,
  edgeIds: readonly string[],
): Promise<Histogram> {
  const aligned = alignWindow(requested, bucket);
  if ((aligned.until - aligned.since) / bucket > MAX_HISTOGRAM_POINTS)
    throw new ApiError("edge_histogram_too_many_points", {
      datafield: "bucket",
    });
  const keys = await Promise.all(edgeIds.map((id) => edgeKeyOf(db, area, id)));
  const total = totalSeries(area);
  const { window, bySeries } = await bucketSums(db, [total, ...keys], requested, bucket);
  const series = {
    total: entries(window, bucket, bySeries.get(total) ?? []),
    edges: edgeIds.map((id, index) => ({
      id,
      histogram: entries(window, bucket, bySeries.get(keys[index]) ?? []),
    })),
  };
  const shaped = area === "api" ? series : { errors: series };
  return { ...describeWindow(window), bucket, ...shaped };
}
