import type { Page } from "@playwright/test";

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
};

/**
 * Runs `action` under a Chromium trace and returns the longest task of the page's main thread meanwhile
 * (RunTask events of CrRendererMain), in ms: exact, unlike the Long Tasks API which only sees tasks > 50 ms.
 */
export async function withLongestTask<T>(
  page: Page,
  action: () => Promise<T>,
): Promise<{ result: T; longestMs: number }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (chunk) => {
    events.push(...(chunk.value as unknown as TraceEvent[]));
  });
  await cdp.send("Tracing.start", { categories: "devtools.timeline", transferMode: "ReportEvents" });
  let result: T;
  try {
    result = await action();
  } finally {
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await complete;
    await cdp.detach();
  }
  const mains = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events.filter(
    (event) => event.name === "RunTask" && event.ph === "X" && mains.has(`${event.pid}:${event.tid}`),
  );
  return { result, longestMs: Math.max(0, ...tasks.map((task) => (task.dur ?? 0) / 1000)) };
}
