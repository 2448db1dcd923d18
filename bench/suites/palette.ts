import type { Browser, Page } from "@playwright/test";
import { makeCandidates } from "../harness/rows.ts";
import { INPUT_PROBE, newPage, pressAndSettle } from "../lib/browser.ts";
import { STAFF } from "../lib/env.ts";
import { type BenchResult, failed, fromSamples } from "../lib/result.ts";
import { median, p95, round } from "../lib/stats.ts";
import { signIn } from "./login.ts";

const OPENS = 30;
const OPTIONS_ON_OPEN = 300;
const CANDIDATES = 10_000;
/** Typed, then erased: 34 keystrokes over three queries (a name, a name and a number, digits). */
const QUERIES = ["lopez", "ines 12", "3456"];

const dialog = (page: Page) => page.getByRole("dialog", { name: "Paleta de comandos" });

// Runs in the page: a plain string, so the bundler's helpers (esbuild's __name) never reach the browser.
const REGISTER = `(({ candidates, minQueryLength, ranking }) => {
  window.__benchDispose?.();
  const items = candidates.map((c) => Object.assign({}, c, { run: () => undefined }));
  window.__benchDispose = window.__admPalette.registerProvider({
    id: "bench.candidates",
    group: "palette.label",
    search: () => items,
    minQueryLength,
    debounceMs: 0,
    ranking,
  });
})`;

/** Registers an in-memory provider with `count` candidates (the same data the cmdk peer filters). */
async function registerCandidates(page: Page, count: number, minQueryLength: number, ranking: string) {
  const args = { candidates: makeCandidates(count), minQueryLength, ranking };
  await page.evaluate(`${REGISTER}(${JSON.stringify(args)})`);
}

async function optionCount(page: Page): Promise<number> {
  await page.keyboard.press("Control+k");
  const first = dialog(page).getByRole("option").first();
  await first.waitFor();
  const total = Number(await first.getAttribute("aria-setsize"));
  await page.keyboard.press("Escape");
  await dialog(page).waitFor({ state: "hidden" });
  return total;
}

/** Ctrl+K → first option painted, `OPENS` times, with the palette holding 300 options. */
async function measureOpen(page: Page): Promise<{ samples: number[]; options: number }> {
  const commands = await optionCount(page);
  await registerCandidates(page, Math.max(0, OPTIONS_ON_OPEN - commands), 0, "provider");
  const options = await optionCount(page);
  const samples: number[] = [];
  for (let i = 0; i < OPENS + 2; i++) {
    const state = await pressAndSettle(page, "Control+k", 80);
    if (!state.firstOption) throw new Error("no option painted after Ctrl+K");
    if (i >= 2) samples.push(state.firstOption - state.key); // two unmeasured warm-up opens
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "hidden" });
    await page.waitForTimeout(100 + Math.random() * 50);
  }
  return { samples, options };
}

/** Every keystroke of QUERIES (typed, then erased), each from its keydown to the last frame it painted. */
async function typeQueries(page: Page, quietMs: number): Promise<number[]> {
  const samples: number[] = [];
  for (const query of QUERIES) {
    for (const key of [
      ...query.split("").map((ch) => (ch === " " ? "Space" : ch)),
      ...query.split("").map(() => "Backspace"),
    ]) {
      const state = await pressAndSettle(page, key, quietMs);
      samples.push(state.paint - state.key);
      // Keystrokes land anywhere within a frame, as a person's do.
      await page.waitForTimeout(20 + Math.random() * 40);
    }
  }
  return samples;
}

async function measureTyping(page: Page): Promise<number[]> {
  await registerCandidates(page, CANDIDATES, 1, "local");
  await page.keyboard.press("Control+k");
  await dialog(page).getByRole("combobox").waitFor();
  await typeQueries(page, 80); // warm-up pass (JIT, the ranker's per-list index)
  return typeQueries(page, 80);
}

async function measurePeer(browser: Browser, harness: string): Promise<number[]> {
  const { context, page } = await newPage(browser);
  try {
    await page.addInitScript(INPUT_PROBE);
    await page.goto(`${harness}/cmdk.html?items=${CANDIDATES}`);
    await page.getByRole("combobox").waitFor();
    await page.getByRole("combobox").focus();
    return await typeQueries(page, 300);
  } finally {
    await context.close();
  }
}

export async function paletteSuite(browser: Browser, base: string, harness: string): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const { context, page } = await newPage(browser);
  try {
    await page.addInitScript(INPUT_PROBE);
    await signIn(page, base, STAFF);
    const open = await measureOpen(page);
    results.push(
      fromSamples(
        "palette open: Ctrl+K → first option painted",
        "ms",
        open.samples,
        "p95 ≤ 50 ms",
        (f) => f.p95 <= 50,
        {
          detail: { options: open.options },
        },
      ),
    );
    const typing = await measureTyping(page);
    const peer = await measurePeer(browser, harness);
    const ratio = round(p95(typing) / p95(peer), 3);
    results.push(
      fromSamples(
        "palette typing, 10,000 candidates: key → painted",
        "ms",
        typing,
        "p95 ≤ 16 ms and ≤ 0.05× stock cmdk (p95)",
        (f) => f.p95 <= 16 && ratio <= 0.05,
        {
          peer: { name: "stock cmdk (default filter)", median: round(median(peer)), p95: round(p95(peer)) },
          ratio,
        },
      ),
    );
  } catch (error) {
    results.push(failed("palette", "ms", "open p95 ≤ 50 ms; typing p95 ≤ 16 ms", error));
  } finally {
    await context.close();
  }
  return results;
}
