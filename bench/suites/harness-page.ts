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
    unmount(): void;
  };
};

/** Builds `count` rows and mounts the table over them; returns data-ready → first rows painted (ms). */
export async function mountTable(page: Page, count: number): Promise<number> {
  await page.evaluate(() => (window as unknown as HarnessWindow).__bench.unmount());
  await page.waitForTimeout(100);
  await page.evaluate((n) => (window as unknown as HarnessWindow).__bench.generate(n), count);
  // Let the generation's garbage and tasks settle: the measure starts with the data ready and the page idle.
  await page.waitForTimeout(300);
  const ms = await page.evaluate(() => (window as unknown as HarnessWindow).__bench.mount());
  await page.getByRole("grid").waitFor();
  return ms;
}
