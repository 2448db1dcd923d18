import type { Browser, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { INPUT_PROBE, newPage, watchedLatencyThenHome } from "../lib/browser.ts";
import { BENCH_DB, REGION, STAFF, SUBSCRIBER_EMAIL } from "../lib/env.ts";
import { type BenchResult, failed, fromSamples } from "../lib/result.ts";
import { signIn } from "./login.ts";

const RUNS = 20;

type Subscriber = { email: string; name: string };

/** Subscribers of the region with at least one subscription, spread over the 1M end users. */
function sampleSubscribers(count: number): Subscriber[] {
  const db = new Database(BENCH_DB, { readonly: true });
  try {
    const pick = db.prepare(
      `select u.email, u.name from end_users u
       where u.region = ? and u.id_usuario >= ? and exists (select 1 from subscriptions s where s.id_usuario = u.id_usuario)
       order by u.id_usuario limit 1`,
    );
    const { lo, hi } = db.prepare("select min(id_usuario) lo, max(id_usuario) hi from end_users").get() as {
      lo: number;
      hi: number;
    };
    const found: Subscriber[] = [];
    for (let i = 0; i < count; i++) {
      const row = pick.get(REGION, lo + Math.floor(((hi - lo) * (i + 0.5)) / count)) as
        | Subscriber
        | undefined;
      if (row) found.push(row);
    }
    return found;
  } finally {
    db.close();
  }
}

function subscriberOf(email: string): Subscriber {
  const db = new Database(BENCH_DB, { readonly: true });
  try {
    return db.prepare("select email, name from end_users where email = ?").get(email) as Subscriber;
  } finally {
    db.close();
  }
}

/** A subscription row with its data (not a loading placeholder) in the subscriber's grid. */
const rowsOf = (name: string) =>
  `[role="grid"][aria-label="Suscripciones de ${name}"] [role="row"][data-index]:not([aria-busy])`;

/**
 * Ctrl+K, paste the e-mail, Enter on the subscriber, until the subscriptions grid shows its rows painted:
 * from the Ctrl+K keydown to the end of that frame. The automation presses Enter once the subscriber is
 * listed, as a person would; that wait is inside the figure. The page is not reloaded between runs (an
 * operator works in one session), and each run looks up a different subscriber (no cached answers).
 */
async function once(page: Page, subscriber: Subscriber): Promise<number> {
  await page.evaluate(
    (selector) =>
      (window as unknown as { __inputProbe: { arm(s: string): void } }).__inputProbe.arm(selector),
    rowsOf(subscriber.name),
  );
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await palette.getByRole("combobox").waitFor();
  await page.keyboard.insertText(subscriber.email);
  await palette.getByRole("option").first().filter({ hasText: subscriber.name }).waitFor();
  await page.keyboard.press("Enter");
  return watchedLatencyThenHome(page, 15_000);
}

export async function supportFlowSuite(browser: Browser, base: string): Promise<BenchResult[]> {
  const { context, page } = await newPage(browser);
  try {
    await page.addInitScript(INPUT_PROBE);
    await signIn(page, base, STAFF);
    await once(page, subscriberOf(SUBSCRIBER_EMAIL)); // warm-up: the consumption screen's chunks, JIT
    const samples: number[] = [];
    for (const subscriber of sampleSubscribers(RUNS)) samples.push(await once(page, subscriber));
    return [
      fromSamples(
        "support flow: Ctrl+K, paste e-mail, Enter → subscriptions",
        "ms",
        samples,
        "p95 ≤ 300 ms",
        (f) => f.p95 <= 300,
      ),
    ];
  } catch (error) {
    return [failed("support flow", "ms", "p95 ≤ 300 ms", error)];
  } finally {
    await context.close();
  }
}
