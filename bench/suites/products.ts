import type { Browser, Page } from "@playwright/test";
import { newPage } from "../lib/browser.ts";
import { STAFF } from "../lib/env.ts";
import { login } from "../lib/http.ts";
import { sequential } from "../lib/load.ts";
import { type BenchResult, failed, fromSamples } from "../lib/result.ts";
import { signIn } from "./login.ts";
import { productListReadMix } from "./products-read-mix.ts";

// The products module's heavy screen: the product list, whose every page nests 5 families × 5 plans × 5 regions
// × 5 rates with their payment cards, over the large seed's 500+ families, 2,500+ plans and 25,000+ rates.

const SERVER_SAMPLES = 100;
const OPEN_RUNS = 10;
const PAGE_RUNS = 20;
const OPERATOR = { email: "operador@adm.test", plain: STAFF.plain };
const FAMILIES = "section[data-family-id]";
const NEXT_PAGE = 'nav[aria-label="Páginas de productos"] button[aria-label="Página siguiente"]';

type FamilyPage = { total: number };
type Region = { region_id: number };

async function services<T>(base: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${base}/services/products${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { result: T }).result;
}

/** The list call as the screen sends it: page 1, the last page, one region, a search by key. */
async function listCalls(base: string): Promise<BenchResult[]> {
  const token = await login(base, OPERATOR);
  const headers = { authorization: `Bearer ${token}` };
  const { total } = await services<FamilyPage>(base, token, "/families?from=0&quantity=5");
  const [region] = await services<Region[]>(base, token, "/regions");
  const cases = [
    ["page 1", "from=0&quantity=5"],
    [`last page (${total} families)`, `from=${Math.max(0, total - 5)}&quantity=5`],
    ["one region", `from=0&quantity=5&regions=${region.region_id}`],
    ["search 'Plan'", "from=0&quantity=5&query=Plan"],
  ] as const;
  const results: BenchResult[] = [];
  for (const [name, query] of cases) {
    const run = await sequential(
      new URL(`${base}/services/products/families?${query}`),
      headers,
      SERVER_SAMPLES,
    );
    results.push(
      fromSamples(
        `server: product list, ${name}`,
        "ms",
        run.latencies,
        "p95 ≤ 50 ms",
        (f) => f.p95 <= 50 && run.errors === 0,
        { detail: { errors: run.errors } },
      ),
    );
  }
  return results;
}

/** A full load of /products/productList: from navigation until five families are painted. */
async function openOnce(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/products/productList`);
  const handle = await page.waitForFunction(
    (selector) =>
      document.querySelectorAll(selector).length >= 5
        ? new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())))
        : null,
    FAMILIES,
    { polling: "raf", timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Enter on the focused 'Página siguiente': from the keydown until the next page's families are painted. */
async function nextPageOnce(page: Page): Promise<number> {
  await page.locator(NEXT_PAGE).focus();
  // No named functions inside: tsx's keepNames would wrap them in a __name the page does not have.
  await page.evaluate((selector) => {
    const before = document.querySelector(selector)?.getAttribute("data-family-id");
    (window as unknown as { __paged: Promise<number> }).__paged = new Promise((resolve) =>
      addEventListener(
        "keydown",
        async (event) => {
          const started = event.timeStamp;
          while (document.querySelector(selector)?.getAttribute("data-family-id") === before)
            await new Promise((frame) => requestAnimationFrame(frame));
          await new Promise((frame) => requestAnimationFrame(frame));
          resolve(performance.now() - started);
        },
        { once: true, capture: true },
      ),
    );
  }, FAMILIES);
  await page.keyboard.press("Enter");
  return page.evaluate(() => (window as unknown as { __paged: Promise<number> }).__paged);
}

async function screenRuns(browser: Browser, base: string): Promise<BenchResult[]> {
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, base, OPERATOR);
    await openOnce(page, base); // warm-up: the module's chunks, the reference data, JIT
    const opened: number[] = [];
    for (let run = 0; run < OPEN_RUNS; run++) opened.push(await openOnce(page, base));
    await nextPageOnce(page);
    const paged: number[] = [];
    for (let run = 0; run < PAGE_RUNS; run++) paged.push(await nextPageOnce(page));
    const families = await page.locator(FAMILIES).count();
    const rateCards = await page.locator(`${FAMILIES} [data-rate-id]`).count();
    return [
      {
        ...fromSamples(
          "product list: load /products/productList → 5 families painted",
          "ms",
          opened,
          "p95 ≤ 1500 ms",
          (f) => f.p95 <= 1500,
        ),
        detail: { familiesOnPage: families, rateCardsOnPage: rateCards },
      },
      fromSamples(
        "product list: Enter on 'Página siguiente' → next 5 families painted",
        "ms",
        paged,
        "p95 ≤ 300 ms",
        (f) => f.p95 <= 300,
      ),
    ];
  } finally {
    await context.close();
  }
}

export async function productsSuite(browser: Browser, base: string): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  try {
    results.push(...(await listCalls(base)));
  } catch (error) {
    results.push(failed("server: product list", "ms", "p95 ≤ 50 ms", error));
  }
  try {
    results.push(await productListReadMix(base));
  } catch (error) {
    results.push(
      failed("server: read mix with the product list", "req/s", "≥ 1,000 req/s, p95 ≤ 100 ms", error),
    );
  }
  try {
    results.push(...(await screenRuns(browser, base)));
  } catch (error) {
    results.push(failed("product list screen", "ms", "p95 ≤ 1500 ms; next page ≤ 300 ms", error));
  }
  return results;
}
