import type { Browser, Page } from "@playwright/test";
import { heapAfterGc, newPage } from "../lib/browser.ts";
import { type BenchResult, failed, fromSamples, single } from "../lib/result.ts";
import { median, p95, round } from "../lib/stats.ts";
import { type HarnessWindow, mountTable, remount } from "./harness-page.ts";

const MILLION = 1_000_000;
const MOUNTS = 20;
const SWEEP_MS = 5_000;
const WHEEL_EVERY_MS = 16;
const WHEEL_PX = 300;
const FRAME_BUDGET_MS = 17.7;
/** The data table's grid, or the static reference page's scroller. */
const SCROLLER = '[role="grid"], #grid';

/** Rows in the DOM and rows that fit in the grid's body, sampled every 50 ms while the sweep runs. */
async function startRowSampler(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __rows: { dom: number; visible: number }[]; __rowTimer: number };
    w.__rows = [];
    w.__rowTimer = window.setInterval(() => {
      const grid = document.querySelector('[role="grid"], #grid') as HTMLElement;
      const row = grid.querySelector('[role="row"][data-index]') as HTMLElement | null;
      const header = grid.querySelector('[role="row"]:not([data-index])') as HTMLElement | null;
      const height = row?.offsetHeight || 32;
      const body = grid.clientHeight - (header?.offsetHeight ?? 0);
      w.__rows.push({
        dom: grid.querySelectorAll('[role="row"][data-index]').length,
        visible: Math.ceil(body / height),
      });
    }, 50);
  });
}

async function stopRowSampler(page: Page): Promise<{ dom: number; visible: number }[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __rows: { dom: number; visible: number }[]; __rowTimer: number };
    clearInterval(w.__rowTimer);
    return w.__rows;
  });
}

/** One 300 px wheel every 16 ms for 5 s, sent without waiting for the page to answer any of them. */
async function wheelSweep(page: Page) {
  const box = await page.locator(SCROLLER).first().boundingBox();
  if (!box) throw new Error("grid not visible");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  const cdp = await page.context().newCDPSession(page);
  await page.evaluate(() => (window as unknown as HarnessWindow).__bench.probes.startFrames());
  await startRowSampler(page);
  const sent: Promise<unknown>[] = [];
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (Date.now() - started >= SWEEP_MS) {
        clearInterval(timer);
        resolve();
        return;
      }
      sent.push(
        cdp.send("Input.dispatchMouseEvent", { type: "mouseWheel", x, y, deltaX: 0, deltaY: WHEEL_PX }),
      );
    }, WHEEL_EVERY_MS);
  });
  await Promise.allSettled(sent);
  const frames = await page.evaluate(() => (window as unknown as HarnessWindow).__bench.probes.stopFrames());
  const rows = await stopRowSampler(page);
  await cdp.detach();
  const gaps = frames.slice(1).map((time, i) => time - frames[i]);
  return { gaps, rows, wheels: sent.length };
}

/** Scrolls to the very bottom and checks the last row is rendered inside the grid's viewport. */
async function lastRowReachable(page: Page, count: number): Promise<boolean> {
  await page.evaluate(() => {
    const grid = document.querySelector('[role="grid"]') as HTMLElement;
    grid.scrollTop = grid.scrollHeight;
  });
  await page.waitForTimeout(300);
  return page.evaluate((rowIndex) => {
    const grid = document.querySelector('[role="grid"]') as HTMLElement;
    const last = grid.querySelector(`[role="row"][aria-rowindex="${rowIndex}"]`) as HTMLElement | null;
    if (!last) return false;
    const outer = grid.getBoundingClientRect();
    const inner = last.getBoundingClientRect();
    return inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
  }, count + 1);
}

const shareWithin = (gaps: number[]) =>
  gaps.filter((gap) => gap <= FRAME_BUDGET_MS).length / Math.max(1, gaps.length);

/** The same sweep over a static page (bench/harness/scroll.html): the machine's own limit. */
async function staticSweep(browser: Browser, harness: string): Promise<number[]> {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(`${harness}/scroll.html`);
    return (await wheelSweep(page)).gaps;
  } finally {
    await context.close();
  }
}

export async function tableSuite(browser: Browser, harness: string): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const { context, page } = await newPage(browser);
  try {
    await page.goto(`${harness}/table.html`);
    const mounts = [await mountTable(page, MILLION)];
    for (let i = 1; i < MOUNTS; i++) mounts.push(await remount(page));
    results.push(
      fromSamples(
        "table 1M rows: data ready → first rows painted",
        "ms",
        mounts,
        "≤ 100 ms (p95)",
        (f) => f.p95 <= 100,
      ),
    );

    const heap = await heapAfterGc(page);
    results.push(single("memory: 1M-row table open (JS heap)", "MB", heap, "≤ 400 MB", heap <= 400));

    const sweep = await wheelSweep(page);
    const within = shareWithin(sweep.gaps);
    const reference = await staticSweep(browser, harness);
    const maxDom = Math.max(...sweep.rows.map((r) => r.dom));
    const visible = Math.max(...sweep.rows.map((r) => r.visible));
    const reachable = await lastRowReachable(page, MILLION);
    results.push(
      fromSamples(
        "table 1M rows: 5 s wheel sweep, frame gaps",
        "ms",
        sweep.gaps,
        "≥ 95 % of gaps ≤ 17.7 ms; DOM rows ≤ visible + 20; last row reachable",
        () => within >= 0.95 && maxDom <= visible + 20 && reachable,
        {
          peer: {
            name: "static 3,000-row page, native scroll",
            median: round(median(reference)),
            p95: round(p95(reference)),
          },
          detail: {
            gapsWithinBudgetPct: round(within * 100, 1),
            referenceGapsWithinBudgetPct: round(shareWithin(reference) * 100, 1),
            frames: sweep.gaps.length + 1,
            wheels: sweep.wheels,
            maxDomRows: maxDom,
            visibleRows: visible,
            lastRowReachable: reachable,
          },
        },
      ),
    );
  } catch (error) {
    results.push(failed("table 1M rows", "ms", "first rows ≤ 100 ms; sweep; memory", error));
  } finally {
    await context.close();
  }
  return results;
}
