import { sql } from "kysely";
import { EDGE_AREAS, type EdgeArea } from "../../src/contract/dashboard.ts";
import type { MinuteWindow } from "../../src/contract/dashboard-time.ts";

// The error counters: one series per edge (its edge_key) and one per area total (a negative id), each kept
// at every resolution below so that any window or bucket reads few rows: a 30-day view of a series reads
// 30 daily rows, a one-hour zoom 60 per-minute rows.

/** Coarsest first. Each divides the previous one. */
export const RESOLUTIONS = [1440, 60, 15, 1] as const;

/** The series of an area's total: -1 video, -2 api, -3 buffer. */
export const totalSeries = (area: EdgeArea) => -(EDGE_AREAS.indexOf(area) + 1);

export type Span = { resolution: number; since: number; until: number };

/**
 * The fewest rows that cover [since, until): whole rows of the coarsest resolution inside it, and the two
 * leftover ends covered the same way with finer ones (at most 2 per level).
 */
export function cover(window: MinuteWindow, levels: readonly number[] = RESOLUTIONS): Span[] {
  const { since, until } = window;
  if (since >= until) return [];
  const [resolution, ...finer] = levels;
  if (finer.length === 0) return [{ resolution, since, until }];
  const start = Math.ceil(since / resolution) * resolution;
  const end = Math.floor(until / resolution) * resolution;
  if (start >= end) return cover(window, finer);
  return [
    ...cover({ since, until: start }, finer),
    { resolution, since: start, until: end },
    ...cover({ since: end, until }, finer),
  ];
}

/** The coarsest resolution whose rows fit evenly in buckets of `bucket` minutes. */
export function resolutionFor(bucket: number): number {
  return RESOLUTIONS.find((resolution) => bucket % resolution === 0) ?? 1;
}

/** Integer division of the row's minute by the bucket size: the same integer arithmetic on both databases. */
export const bucketOf = (bucket: number) => sql<number>`minute / ${sql.lit(bucket)}`;
