import type { Browser, Page } from "@playwright/test";
import { heapAfterGc, newPage } from "../lib/browser.ts";
import { type BenchResult, failed, fromSamples, single } from "../lib/result.ts";
import { round } from "../lib/stats.ts";
import { withLongestTask } from "../lib/trace.ts";
import { type HarnessWindow, mountTable } from "./harness-page.ts";

const LONG_TASK_MS = 50;
const FORMAT_LABEL = { csv: "CSV", xlsx: "Excel", pdf: "PDF" } as const;
type Format = keyof typeof FORMAT_LABEL;

type Run = { ms: number; longestTask: number; size: number };

/** Chooses the format in the table's Export menu (keyboard) and waits for the file to be delivered. */
async function exportOnce(page: Page, format: Format): Promise<Run> {
  const before = await page.evaluate(() => {
    const probes = (window as unknown as HarnessWindow).__bench.probes;
    probes.longTasks.length = 0;
    return probes.deliveries.length;
  });
  await page.getByRole("button", { name: "Exportar" }).click();
  const item = page.getByRole("menuitem", { name: FORMAT_LABEL[format] });
  await item.focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(
    (count) => (window as unknown as HarnessWindow).__bench.probes.deliveries.length > count,
    before,
    { timeout: 60_000, polling: 20 },
  );
  // A capped export leaves its dialog open with a notice; close it like a user would.
  const close = page.getByRole("button", { name: "Cerrar" });
  if (await close.isVisible()) await close.click();
  await page.waitForTimeout(200);
  return page.evaluate((count) => {
    const probes = (window as unknown as HarnessWindow).__bench.probes;
    const delivery = probes.deliveries[count];
    const start = probes.chosenAt();
    const during = probes.longTasks.filter(
      (task) => task.start + task.duration >= start && task.start <= delivery.at,
    );
    return {
      ms: delivery.at - start,
      longestTask: Math.max(0, ...during.map((task) => task.duration)),
      size: delivery.size,
    };
  }, before);
}

/**
 * One more export under a Chromium trace: the main-thread task that took the most CPU time. On a shared machine the
 * Long Tasks API's wall time includes the turns other processes held the core; CPU time shows the page's own work.
 */
async function longestTaskCpu(page: Page, format: Format): Promise<number> {
  const traced = await withLongestTask(page, () => exportOnce(page, format));
  return round(traced.mostCpuMs, 1);
}

function exportResult(
  format: Format,
  rows: string,
  runs: Run[],
  limitMs: number,
  cpuMs?: number,
): BenchResult {
  const longest = Math.max(...runs.map((run) => run.longestTask));
  return fromSamples(
    `export ${rows} × 10 cols: ${FORMAT_LABEL[format]}`,
    "ms",
    runs.map((run) => run.ms),
    `≤ ${limitMs / 1000} s (p95); no main-thread task > ${LONG_TASK_MS} ms`,
    (f) => f.p95 <= limitMs && longest <= LONG_TASK_MS,
    {
      detail: {
        longestMainThreadTaskMs: round(longest, 1),
        ...(cpuMs === undefined ? {} : { longestMainThreadTaskCpuMs: cpuMs }),
        fileBytes: runs[0]?.size ?? 0,
      },
    },
  );
}

export async function exportSuite(browser: Browser, harness: string): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const { context, page } = await newPage(browser);
  try {
    await page.goto(`${harness}/table.html`);
    await mountTable(page, 100_000);
    for (const [format, limit, n] of [
      ["csv", 600, 5],
      ["xlsx", 2000, 5],
    ] as const) {
      const runs: Run[] = [];
      for (let i = 0; i < n; i++) runs.push(await exportOnce(page, format));
      results.push(exportResult(format, "100,000", runs, limit, await longestTaskCpu(page, format)));
    }
    await mountTable(page, 10_000);
    const pdf: Run[] = [];
    for (let i = 0; i < 3; i++) pdf.push(await exportOnce(page, "pdf"));
    results.push(exportResult("pdf", "10,000", pdf, 4000));

    // Memory: the 1M-row table open, then a 100,000-row export (the cap), then back to where it was?
    await mountTable(page, 1_000_000);
    await exportOnce(page, "csv"); // warms the worker script and the builder chunk
    const before = await heapAfterGc(page);
    await exportOnce(page, "csv");
    await exportOnce(page, "xlsx");
    const after = await heapAfterGc(page);
    const growth = (after - before) / before;
    results.push(
      single(
        "memory: heap after 100,000-row exports vs before",
        "%",
        growth * 100,
        "within 10 % of before",
        Math.abs(growth) <= 0.1,
        { beforeMB: round(before, 1), afterMB: round(after, 1) },
      ),
    );
  } catch (error) {
    results.push(failed("export", "ms", "CSV ≤ 0.6 s, Excel ≤ 2 s, PDF ≤ 4 s", error));
  } finally {
    await context.close();
  }
  return results;
}
