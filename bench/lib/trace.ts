import type { Page } from "@playwright/test";

// Events only a page's main thread records: a worker runs script too (FunctionCall) but never lays out or paints.
const MAIN_THREAD_EVENTS = new Set(["Paint", "UpdateLayoutTree", "Layout"]);

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  /** Thread (CPU) time. */
  tdur?: number;
};

/**
 * Runs `action` under a Chromium trace and returns the longest task of the page's main thread meanwhile
 * (RunTask events of the thread that runs script and paints), in ms: exact, unlike the Long Tasks API which only sees tasks > 50 ms.
 */
export async function withLongestTask<T>(
  page: Page,
  action: () => Promise<T>,
): Promise<{ result: T; longestMs: number; longestCpuMs: number; mostCpuMs: number }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (chunk) => {
    events.push(...(chunk.value as unknown as TraceEvent[]));
  });
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline",
    transferMode: "ReportEvents",
  });
  let result: T;
  try {
    result = await action();
  } finally {
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await complete;
    await cdp.detach();
  }
  // The renderer's main thread is the one running script and painting (thread names are only reported in
  // the first trace of a session, so they cannot be relied on).
  const mains = new Set(
    events.filter((event) => MAIN_THREAD_EVENTS.has(event.name)).map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events.filter(
    (event) => event.name === "RunTask" && event.ph === "X" && mains.has(`${event.pid}:${event.tid}`),
  );
  const longest = tasks.reduce<TraceEvent | undefined>(
    (top, task) => ((task.dur ?? 0) > (top?.dur ?? 0) ? task : top),
    undefined,
  );
  // CPU time too: on a shared machine a task's wall time includes the time other processes held the core, so
  // the longest task by wall time may be a short one that waited; mostCpuMs is the task that worked longest.
  const mostCpu = Math.max(0, ...tasks.map((task) => task.tdur ?? 0));
  return {
    result,
    longestMs: (longest?.dur ?? 0) / 1000,
    longestCpuMs: (longest?.tdur ?? 0) / 1000,
    mostCpuMs: mostCpu / 1000,
  };
}
