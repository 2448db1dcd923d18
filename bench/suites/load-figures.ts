import type { Outcome } from "../lib/operators.ts";
import { p95, round } from "../lib/stats.ts";

// How the load suite reads its outcomes: the measured window (after the warm-up, before the kill), and the
// fault (from the SIGKILL until the restarted server answered its readiness call, then after it).

/**
 * Moments of a run, in performance.now() ms: the measured window, the SIGKILL, and `backAt`, when the restarted
 * server answered its readiness call.
 */
export type LoadTimeline = Record<"measureFrom" | "measureTo" | "killedAt" | "backAt", number>;

export type SteadyFigures = {
  latencies: number[];
  requests: number;
  errors: number;
  perSecond: number;
  /** p95 (ms) and count of each action. */
  byAction: Record<string, { requests: number; p95: number }>;
  /** How the errors failed ("HTTP 500 error_generic": 3). */
  failures: Record<string, number>;
};

export type FaultFigures = {
  downMs: number;
  /** Requests in flight at the kill or sent before the server was back. */
  requestsWhileDown: number;
  failedWhileDown: number;
  failuresWhileDown: Record<string, number>;
  /** Requests sent once the server was back. */
  requestsAfterBack: number;
  failedAfterBack: number;
  failuresAfterBack: Record<string, number>;
};

function countFailures(outcomes: readonly Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { failure } of outcomes) if (failure) counts[failure] = (counts[failure] ?? 0) + 1;
  return counts;
}

/**
 * Requests sent within the measured window and answered before the kill: one still in flight when the server
 * is killed belongs to the fault (`faultFigures` counts it), not to the steady load.
 */
export function steadyFigures(outcomes: readonly Outcome[], timeline: LoadTimeline): SteadyFigures {
  const measured = outcomes.filter(
    (o) => o.sentAt >= timeline.measureFrom && o.sentAt < timeline.measureTo && o.endedAt < timeline.killedAt,
  );
  const byAction: SteadyFigures["byAction"] = {};
  for (const name of new Set(measured.map((o) => o.action))) {
    const latencies = measured.filter((o) => o.action === name).map((o) => o.endedAt - o.sentAt);
    byAction[name] = { requests: latencies.length, p95: round(p95(latencies), 1) };
  }
  const failed = measured.filter((o) => !o.ok);
  return {
    latencies: measured.map((o) => o.endedAt - o.sentAt),
    requests: measured.length,
    errors: failed.length,
    perSecond: measured.length / ((timeline.measureTo - timeline.measureFrom) / 1000),
    byAction,
    failures: countFailures(failed),
  };
}

/** The outage: requests it could reach (ended after the kill, sent before the server was back), and after. */
export function faultFigures(outcomes: readonly Outcome[], timeline: LoadTimeline): FaultFigures {
  const whileDown = outcomes.filter((o) => o.endedAt >= timeline.killedAt && o.sentAt < timeline.backAt);
  const failedWhileDown = whileDown.filter((o) => !o.ok);
  const afterBack = outcomes.filter((o) => o.sentAt >= timeline.backAt);
  const failedAfterBack = afterBack.filter((o) => !o.ok);
  return {
    downMs: timeline.backAt - timeline.killedAt,
    requestsWhileDown: whileDown.length,
    failedWhileDown: failedWhileDown.length,
    failuresWhileDown: countFailures(failedWhileDown),
    requestsAfterBack: afterBack.length,
    failedAfterBack: failedAfterBack.length,
    failuresAfterBack: countFailures(failedAfterBack),
  };
}

/** VmRSS of a /proc/<pid>/status text, in kB. */
export function residentKb(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error("no VmRSS line: the process is gone");
  return Number(match[1]);
}
