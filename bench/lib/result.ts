import { median, p95, round } from "./stats.ts";

/** One line of bench/results/latest.json. */
export type BenchResult = {
  name: string;
  unit: string;
  median: number;
  p95: number;
  n: number;
  peer?: { name: string; median: number; p95: number };
  /** Ours ÷ peer, on the figure the target names (p95 unless the target says otherwise). */
  ratio?: number;
  /** The target, in words: "p95 ≤ 50 ms". */
  target: string;
  met: boolean;
  /** Why the target could not be measured (then `met` is false): shown in its row of the table. */
  reason?: string;
  /** Extra figures that explain the result (not compared). */
  detail?: Record<string, number | string | boolean>;
};

export type Check = (figures: { median: number; p95: number; ratio?: number }) => boolean;

/** A result from raw samples: median, p95 and n are computed here, the target decides `met`. */
export function fromSamples(
  name: string,
  unit: string,
  samples: readonly number[],
  target: string,
  check: Check,
  extra: Partial<Pick<BenchResult, "peer" | "ratio" | "detail">> = {},
): BenchResult {
  if (samples.length === 0) return failed(name, unit, target, "no sample was taken");
  const figures = { median: round(median(samples)), p95: round(p95(samples)), ratio: extra.ratio };
  return { name, unit, ...figures, n: samples.length, target, met: check(figures), ...extra };
}

/** A single-figure result (a size, a share, a count): median = p95 = the value. */
export function single(
  name: string,
  unit: string,
  value: number,
  target: string,
  met: boolean,
  detail?: BenchResult["detail"],
): BenchResult {
  const v = round(value);
  return { name, unit, median: v, p95: v, n: 1, target, met, ...(detail ? { detail } : {}) };
}

/**
 * A target that could not be measured: a failed target with its reason, reported, never thrown (benchmarks do
 * not fail CI). A missing figure must never read as a met target or vanish from the table.
 */
export function failed(name: string, unit: string, target: string, error: unknown): BenchResult {
  const message = error instanceof Error ? error.message : String(error);
  const reason = message.split("\n")[0].slice(0, 300);
  return { name, unit, median: Number.NaN, p95: Number.NaN, n: 0, target, met: false, reason };
}

const cell = (value: number | undefined) =>
  value === undefined ? "" : Number.isFinite(value) ? String(round(value)) : "—";

/** The readable table printed at the end of a run. */
export function formatTable(results: readonly BenchResult[]): string {
  const header = [
    "",
    "benchmark",
    "unit",
    "median",
    "p95",
    "n",
    "peer median/p95",
    "ratio",
    "target",
    "not measured",
  ];
  const rows = results.map((r) => [
    r.met ? "✔" : "✘",
    r.name,
    r.unit,
    cell(r.median),
    cell(r.p95),
    String(r.n),
    r.peer ? `${cell(r.peer.median)} / ${cell(r.peer.p95)}` : "",
    r.ratio === undefined ? "" : `${cell(r.ratio)}×`,
    r.target,
    r.reason ?? "",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (row: string[]) =>
    row
      .map((value, i) => value.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  const met = results.filter((r) => r.met).length;
  return [
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
    "",
    `${met} of ${results.length} targets met (${results.filter((r) => r.reason).length} not measured)`,
  ].join("\n");
}
