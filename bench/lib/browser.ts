import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { CHROMIUM } from "./env.ts";

/** Debian's Chromium, headless, with the flags the shared machine needs (never `npx playwright install`). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      // performance.memory with exact figures (it is bucketed otherwise).
      "--enable-precise-memory-info",
    ],
  });
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: "es-MX" });
  const page = await context.newPage();
  return { context, page };
}

/** Full GC, then the JS heap in use (CDP Runtime.getHeapUsage), in MB. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("HeapProfiler.enable");
    for (let i = 0; i < 3; i++) await cdp.send("HeapProfiler.collectGarbage");
    const usage = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number };
    return usage.usedSize / 1024 / 1024;
  } finally {
    await cdp.detach();
  }
}

/**
 * Keystroke-to-paint probe for any page (the app's palette, the stock cmdk peer). A keystroke's sample
 * runs from the keydown's timestamp to the end of the last frame painted because of it: every DOM change
 * after the key schedules a rAF, and a message posted from that rAF runs right after the frame's paint.
 * Also records the paint that first showed an option, and the one that first showed `arm(selector)`.
 */
export const INPUT_PROBE = `(() => {
  const state = { armed: false, key: 0, paint: 0, firstOption: 0, watched: 0 };
  let watch = null;
  const afterPaint = (done) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(0);
  });
  const painted = (time) => { if (time > state.paint) state.paint = time; };
  addEventListener("keydown", (event) => {
    if (!state.armed || state.key || ["Control", "Shift", "Alt", "Meta"].includes(event.key)) return;
    state.key = event.timeStamp;
    afterPaint(painted);
  }, true);
  new MutationObserver(() => {
    if (!state.armed || !state.key) return;
    const option = !state.firstOption && document.querySelector('[role="option"]');
    const seen = watch && !state.watched && document.querySelector(watch);
    if (seen) watch = null;
    afterPaint((time) => {
      painted(time);
      if (option && !state.firstOption) state.firstOption = time;
      if (seen && !state.watched) state.watched = time;
    });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  window.__inputProbe = {
    arm(selector) {
      Object.assign(state, { armed: true, key: 0, paint: 0, firstOption: 0, watched: 0 });
      watch = selector || null;
    },
    read() { return { ...state, now: performance.now() }; },
    settled(quietMs, timeoutMs) {
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const check = () => {
          const now = performance.now();
          if (state.key && state.paint && now - state.paint >= quietMs) resolve({ ...state, now });
          else if (now - started > timeoutMs) reject(new Error("no paint after the key"));
          else setTimeout(check, Math.max(5, quietMs / 4));
        };
        setTimeout(check, quietMs);
      });
    },
    disarm() { state.armed = false; },
  };
})();`;

export type ProbeState = { key: number; paint: number; firstOption: number; watched: number; now: number };

/**
 * Presses `key` and waits until nothing has been painted for `quietMs`; returns the probe's figures. The
 * wait runs in the page (one call), so polling from here never competes with the keystroke it measures.
 */
export async function pressAndSettle(page: Page, key: string, quietMs: number): Promise<ProbeState> {
  await page.evaluate(() => (window as unknown as { __inputProbe: { arm(): void } }).__inputProbe.arm());
  await page.keyboard.press(key);
  const state = await page.evaluate(
    (quiet) =>
      (
        window as unknown as { __inputProbe: { settled(q: number, t: number): Promise<ProbeState> } }
      ).__inputProbe.settled(quiet, 30_000),
    quietMs,
  );
  await page.evaluate(() =>
    (window as unknown as { __inputProbe: { disarm(): void } }).__inputProbe.disarm(),
  );
  return state;
}

/**
 * Waits until the armed input probe sees its watched element, goes back to the home screen for the next run
 * (browser history, no reload) and answers the milliseconds from the key press to the watched paint.
 */
export async function watchedLatencyThenHome(page: Page, timeout: number): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const probe = (window as unknown as { __inputProbe: { read(): ProbeState } }).__inputProbe.read();
      return probe.watched ? probe : null;
    },
    undefined,
    { polling: 20, timeout },
  );
  const probe = (await handle.jsonValue()) as ProbeState;
  await page.goBack();
  await page.waitForURL(/\/index\/main/);
  await page.waitForTimeout(300);
  return probe.watched - probe.key;
}
