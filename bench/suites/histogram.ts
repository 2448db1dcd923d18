import type { Browser, Page } from "@playwright/test";
import { newPage } from "../lib/browser.ts";
import { type BenchResult, failed, fromSamples } from "../lib/result.ts";
import { median, round } from "../lib/stats.ts";
import { withLongestTask } from "../lib/trace.ts";
import { collectGarbage } from "./harness-page.ts";

// The edge dashboards' histogram (src/ui/chart/time-chart.tsx) with 30 days × 1,440 points a day × 7 series
// (the total and six edges: 302,400 points): first draw, and a drag zoom answered with finer data.

const DAYS = 30;
const SERIES = 7;
const MOUNTS = 10;
const ZOOMS = 10;
const TARGET_MS = 100;

type HistogramBench = {
  generate(days: number, lines: number): number;
  mount(): Promise<number>;
  unmount(): void;
  zoom(): Promise<{ rescaled: number; refined: number; points: number }>;
};
type Armed = { __zoomed?: Promise<{ rescaled: number; refined: number; points: number }> };

async function mountOnce(page: Page) {
  await page.evaluate(() => (window as unknown as { __bench: HistogramBench }).__bench.unmount());
  await collectGarbage(page);
  await page.waitForTimeout(200);
  return withLongestTask(page, () =>
    page.evaluate(() => (window as unknown as { __bench: HistogramBench }).__bench.mount()),
  );
}

/** Drags across a twentieth of the plot (a day and a half) and waits for the finer data's frame. */
async function zoomOnce(page: Page) {
  const box = await page.locator(".u-over").boundingBox();
  if (!box) throw new Error("no plot area");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.6, y);
  await page.evaluate(() => {
    (window as unknown as Armed).__zoomed = (window as unknown as { __bench: HistogramBench }).__bench.zoom();
  });
  return withLongestTask(page, async () => {
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.65, y, { steps: 4 });
    await page.mouse.up();
    return page.evaluate(
      () =>
        (window as unknown as Armed).__zoomed as Promise<{
          rescaled: number;
          refined: number;
          points: number;
        }>,
    );
  });
}

export async function histogramSuite(browser: Browser, harness: string): Promise<BenchResult[]> {
  const { context, page } = await newPage(browser);
  const name = `histogram ${DAYS} d × 1,440 points × ${SERIES} series`;
  try {
    await page.goto(`${harness}/histogram.html`);
    await page.evaluate(
      ([days, lines]) => (window as unknown as { __bench: HistogramBench }).__bench.generate(days, lines),
      [DAYS, SERIES],
    );
    const mounts = [];
    for (let i = 0; i < MOUNTS; i++) mounts.push(await mountOnce(page));
    const zooms = [];
    for (let i = 0; i < ZOOMS; i++) {
      await mountOnce(page);
      zooms.push(await zoomOnce(page));
    }
    const longest = (runs: { longestMs: number }[]) =>
      round(Math.max(...runs.map((run) => run.longestMs)), 1);
    const cpu = (runs: { longestCpuMs: number }[]) => round(median(runs.map((run) => run.longestCpuMs)), 1);
    const firstTask = longest(mounts);
    const zoomTask = longest(zooms);
    const target = `≤ ${TARGET_MS} ms (p95); longest main-thread task ≤ ${TARGET_MS} ms`;
    return [
      fromSamples(
        `${name}: data ready → painted`,
        "ms",
        mounts.map((run) => run.result),
        target,
        (f) => f.p95 <= TARGET_MS && firstTask <= TARGET_MS,
        {
          detail: {
            longestMainThreadTaskMs: firstTask,
            longestTaskCpuMedianMs: cpu(mounts),
            points: DAYS * 1440 * SERIES,
          },
        },
      ),
      fromSamples(
        `${name}: drag zoom → rescaled frame painted`,
        "ms",
        zooms.map((run) => run.result.rescaled),
        target,
        (f) => f.p95 <= TARGET_MS && zoomTask <= TARGET_MS,
        { detail: { longestMainThreadTaskMs: zoomTask, longestTaskCpuMedianMs: cpu(zooms) } },
      ),
      fromSamples(
        `${name}: drag zoom → finer data painted`,
        "ms",
        zooms.map((run) => run.result.refined),
        target,
        (f) => f.p95 <= TARGET_MS && zoomTask <= TARGET_MS,
        {
          detail: {
            longestMainThreadTaskMs: zoomTask,
            longestTaskCpuMedianMs: cpu(zooms),
            finerPointsPerSeries: zooms[0]?.result.points ?? 0,
          },
        },
      ),
    ];
  } catch (error) {
    return [failed(name, "ms", `≤ ${TARGET_MS} ms`, error)];
  } finally {
    await context.close();
  }
}
