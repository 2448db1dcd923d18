import { EDGE_AREAS, type EdgeArea } from "../../src/contract/dashboard.ts";
import type { Rng } from "../seed/prng.ts";
import { AREA_BASE, edgeHost, SITES } from "./seed-catalog.ts";
import { RESOLUTIONS, totalSeries } from "./series.ts";

// The edges and their per-minute error counters: a base rate per edge that follows the day (quiet mornings,
// busy evenings in Mexico City time), Poisson noise, and bursts an operator would investigate (one to three
// edges, or a whole area, for a quarter of an hour to four hours; one still going on at the end).

export type SeedEdge = {
  edgeKey: number;
  area: EdgeArea;
  edgeId: string;
  number: number | null;
  host: string;
  site: string;
  /** Errors per minute at the busiest hour, outside bursts. */
  baseRate: number;
};

export type Burst = { area: EdgeArea; edgeKeys: number[]; start: number; length: number; peak: number };

/** Minutes [first, last) the seed covers. */
export type Span = { first: number; last: number };

export function planEdges(perArea: number, rng: Rng): SeedEdge[] {
  const edges: SeedEdge[] = [];
  for (const area of EDGE_AREAS) {
    for (let i = 0; i <= perArea; i += 1) {
      // The last one is 'default': errors no edge claimed, many of them.
      const number = i < perArea ? AREA_BASE[area] + i + 1 : null;
      edges.push({
        edgeKey: edges.length + 1,
        area,
        edgeId: number === null ? "default" : String(number),
        number,
        host: edgeHost(area, number),
        site: number === null ? "—" : SITES[(number * 7) % SITES.length],
        baseRate: number === null ? 0.4 : Math.exp(Math.log(0.02) + rng.next() * Math.log(25)),
      });
    }
  }
  return edges;
}

export function planBursts(edges: readonly SeedEdge[], span: Span, perArea: number, rng: Rng): Burst[] {
  const bursts: Burst[] = [];
  for (const area of EDGE_AREAS) {
    const numbered = edges.filter((edge) => edge.area === area && edge.number !== null);
    const pickEdges = (count: number) => {
      const keys = new Set<number>();
      while (keys.size < Math.min(count, numbered.length)) keys.add(rng.pick(numbered).edgeKey);
      return [...keys];
    };
    for (let i = 0; i < perArea; i += 1) {
      const wide = rng.chance(0.2);
      const length = rng.int(15, 240);
      bursts.push({
        area,
        edgeKeys: wide ? numbered.map((edge) => edge.edgeKey) : pickEdges(rng.int(1, 3)),
        start: rng.int(span.first, span.last - length),
        length,
        peak: wide ? 1 + rng.next() * 3 : 3 + rng.next() * 17,
      });
    }
    // The incident under way when the data ends.
    const length = rng.int(60, 180);
    bursts.push({
      area,
      edgeKeys: pickEdges(2),
      start: span.last - length,
      length,
      peak: 8 + rng.next() * 8,
    });
  }
  return bursts;
}

const TAU = 2 * Math.PI;
/** 0.35 at 09:00 Mexico City time (UTC-6) up to 1 at 21:00. */
export function dayFactor(minute: number): number {
  const hour = (((minute / 60 - 6) % 24) + 24) % 24;
  return 0.35 + 0.325 * (1 + Math.cos((TAU * (hour - 21)) / 24));
}

/** Ramps up over the first fifth, holds, and fades over the last third. */
function burstShape(burst: Burst, minute: number): number {
  const at = (minute - burst.start) / burst.length;
  if (at < 0 || at >= 1) return 0;
  return at < 0.2 ? at / 0.2 : at > 2 / 3 ? (1 - at) * 3 : 1;
}

/** A Poisson draw by inversion (one uniform); a normal approximation for large means. */
function poisson(rng: Rng, mean: number): number {
  if (mean <= 0) return 0;
  const u = rng.next();
  if (mean > 30) {
    const gauss = Math.sqrt(-2 * Math.log(1 - u)) * Math.cos(TAU * rng.next());
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * gauss));
  }
  let k = 0;
  let p = Math.exp(-mean);
  let cdf = p;
  while (u > cdf && p > 0) {
    k += 1;
    p *= mean / k;
    cdf += p;
  }
  return k;
}

/** Writes a series' non-zero slots at every resolution, finest first (the primary key's order). */
function writeSeries(insert: RowSink, series: number, span: Span, minutes: Int32Array): number {
  let rows = 0;
  for (const resolution of [...RESOLUTIONS].reverse()) {
    for (let slot = Math.floor(span.first / resolution) * resolution; slot < span.last; slot += resolution) {
      let sum = 0;
      const end = Math.min(span.last, slot + resolution) - span.first;
      for (let i = Math.max(slot - span.first, 0); i < end; i += 1) sum += minutes[i];
      if (sum === 0) continue;
      insert.add(series, resolution, slot, sum);
      rows += 1;
    }
  }
  return rows;
}

/** Where generated rows go (a loader's row buffer). */
export type RowSink = { add(...values: unknown[]): void };

/**
 * Draws every edge's minutes, writes them and each area's total, handing each series to `flush` (so memory
 * holds one series at a time). Returns the rows written.
 */
export async function seedCounters(
  insert: RowSink,
  flush: () => Promise<void>,
  edges: readonly SeedEdge[],
  bursts: readonly Burst[],
  span: Span,
  rng: Rng,
): Promise<number> {
  const length = span.last - span.first;
  const totals = new Map(EDGE_AREAS.map((area) => [area, new Int32Array(length)]));
  const factors = Float64Array.from({ length }, (_, i) => dayFactor(span.first + i));
  let rows = 0;
  for (const edge of edges) {
    const own = bursts.filter((burst) => burst.edgeKeys.includes(edge.edgeKey));
    const minutes = new Int32Array(length);
    const total = totals.get(edge.area) as Int32Array;
    for (let i = 0; i < length; i += 1) {
      let mean = edge.baseRate * factors[i];
      for (const burst of own) mean += burst.peak * burstShape(burst, span.first + i);
      minutes[i] = poisson(rng, mean);
      total[i] += minutes[i];
    }
    rows += writeSeries(insert, edge.edgeKey, span, minutes);
    await flush();
  }
  for (const area of EDGE_AREAS)
    rows += writeSeries(insert, totalSeries(area), span, totals.get(area) as Int32Array);
  await flush();
  return rows;
}
