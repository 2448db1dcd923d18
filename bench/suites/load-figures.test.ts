import { describe, expect, it } from "vitest";
import type { Outcome } from "../lib/operators.ts";
import { faultFigures, residentKb, steadyFigures } from "./load-figures.ts";

const outcome = (sentAt: number, endedAt: number, ok = true, action = "filter page"): Outcome =>
  ok ? { action, sentAt, endedAt, ok } : { action, sentAt, endedAt, ok, failure: "ECONNREFUSED" };

const timeline = { measureFrom: 1000, measureTo: 3000, killedAt: 3000, backAt: 4000 };

describe("load figures", () => {
  it("measures only what was sent between the warm-up and the kill", () => {
    const steady = steadyFigures(
      [
        outcome(500, 900, false), // warm-up: ignored
        outcome(1000, 1040),
        outcome(2000, 2010, true, "own profile"),
        outcome(2500, 2600, false),
        outcome(2990, 3001, false), // in flight at the kill: the fault's
        outcome(3000, 3005, false), // the fault's
      ],
      timeline,
    );
    expect(steady.requests).toBe(3);
    expect(steady.errors).toBe(1);
    expect(steady.latencies).toEqual([40, 10, 100]);
    expect(steady.perSecond).toBe(1.5);
    expect(steady.byAction).toEqual({
      "filter page": { requests: 2, p95: 100 },
      "own profile": { requests: 1, p95: 10 },
    });
    expect(steady.failures).toEqual({ ECONNREFUSED: 1 });
  });

  it("counts the outage's requests apart from those sent once the server was back", () => {
    const fault = faultFigures(
      [
        outcome(2900, 2950), // answered before the kill
        outcome(2990, 3001, false), // in flight at the kill
        outcome(3500, 3501, false),
        outcome(3900, 4100), // sent before the readiness answer, answered by the new process
        outcome(4000, 4020),
        outcome(4500, 4600, false),
      ],
      timeline,
    );
    expect(fault).toEqual({
      downMs: 1000,
      requestsWhileDown: 3,
      failedWhileDown: 2,
      failuresWhileDown: { ECONNREFUSED: 2 },
      requestsAfterBack: 2,
      failedAfterBack: 1,
      failuresAfterBack: { ECONNREFUSED: 1 },
    });
  });

  it("reads the resident memory of a /proc status text", () => {
    expect(residentKb("Name:\tnode\nVmPeak:\t  900 kB\nVmRSS:\t  183412 kB\nThreads:\t11\n")).toBe(183412);
    expect(() => residentKb("Name:\tnode\n")).toThrow(/VmRSS/);
  });
});
