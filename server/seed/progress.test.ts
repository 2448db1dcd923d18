import { describe, expect, it } from "vitest";
import { formatDuration, formatProgress, progressReporter, STEP_MS } from "./progress.ts";

const at = { stage: "logs", stageIndex: 6, stageCount: 14, expectedRows: 0 };

describe("the seed's progress line", () => {
  it("gives the stage, its rows and the total, the rate and the time left", () => {
    const line = formatProgress({
      ...at,
      stageRows: 40_000,
      rows: 1_000_000,
      expectedRows: 3_000_000,
      elapsedMs: 20_000,
    });
    expect(line).toBe("seed 6/14 logs · 40,000 rows (1,000,000 in all) · 50,000 rows/s · about 40 s left");
  });

  it("says when the time left is unknown, or when every expected row is written", () => {
    expect(formatProgress({ ...at, stageRows: 0, rows: 0, elapsedMs: 0 })).toBe(
      "seed 6/14 logs · 0 rows (0 in all) · 0 rows/s · time left unknown",
    );
    expect(formatProgress({ ...at, stageRows: 5, rows: 12, expectedRows: 10, elapsedMs: 1_000 })).toContain(
      "12 rows/s · finishing",
    );
  });

  it("writes durations in hours, minutes or seconds", () => {
    expect(formatDuration(3_725_000)).toBe("1 h 02 min");
    expect(formatDuration(185_000)).toBe("3 min 05 s");
    expect(formatDuration(12_400)).toBe("12 s");
  });

  it("writes a log a line per finished stage and per step of a long one; a terminal one line rewritten", () => {
    let now = 0;
    const log: string[] = [];
    const reporter = progressReporter({ write: (text) => log.push(text) }, 100, () => now);
    reporter.sink.stage("base", 1, 2);
    reporter.sink.rows(10);
    now = STEP_MS;
    reporter.sink.rows(10);
    reporter.sink.stage("logs", 2, 2);
    now += 1_000;
    reporter.sink.rows(30);
    reporter.end();
    expect(log).toEqual([
      "seed 1/2 base · 20 rows (20 in all) · 2 rows/s · about 40 s left …\n",
      "seed 1/2 base · 20 rows (20 in all) · 2 rows/s · about 40 s left\n",
      "seed 2/2 logs · 30 rows (50 in all) · 5 rows/s · about 11 s left\n",
    ]);

    const terminal: string[] = [];
    const tty = progressReporter({ write: (text) => terminal.push(text), isTTY: true }, 0, () => 0);
    tty.sink.stage("base", 1, 1);
    tty.end();
    expect(terminal.every((text) => text.startsWith("\r\x1b[K"))).toBe(true);
    expect(terminal.at(-1)?.endsWith("\n")).toBe(true);
    expect(terminal.slice(0, -1).some((text) => text.includes("\n"))).toBe(false);
  });
});
