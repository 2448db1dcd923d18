import type { Page } from "@playwright/test";

// Typed access to the harness's window.__bench (bench/harness/table.tsx).
type Probes = {
  longTasks: { start: number; duration: number }[];
  deliveries: { name: string; size: number; at: number }[];
  chosenAt(): number;
  startFrames(): void;
  stopFrames(): number[];
};
export type HarnessWindow = {
  __bench: {
    probes: Probes;
    generate(count: number): number;
    mount(): Promise<number>;
    hide(): void;
    unmount(): void;
  };
};

/** Builds `count` rows and mounts the table over them; returns data-ready → first rows painted (ms). */
export async function mountTable(page: Page, count: number): Promise<number> {
  await page.evaluate(() => (window as unknown as HarnessWindow).__bench.unmount());
  await page.evaluate((n) => (window as unknown as HarnessWindow).__bench.generate(n), count);
  return remount(page);
}

/**
 * Mounts the table again over the rows already built. The previous table and the garbage of building the
 * rows are collected first, so a mount pays for its own work only.
 */
export async function remount(page: Page): Promise<number> {
  await page.evaluate(() => (window as unknown as HarnessWindow).__bench.hide());
  await collectGarbage(page);
  await page.waitForTimeout(200);
  const ms = await page.evaluate(() => (window as unknown as HarnessWindow).__bench.mount());
  await page.getByRole("grid").waitFor();
  return ms;
}

export async function collectGarbage(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("HeapProfiler.collectGarbage");
  } finally {
    await cdp.detach();
  }
}
