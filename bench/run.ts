import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { launchBrowser } from "./lib/browser.ts";
import { HARNESS_DIST, HARNESS_PORT, RESULTS } from "./lib/env.ts";
import { buildBundles, ensureLargeSeed, startServer } from "./lib/prepare.ts";
import { type BenchResult, failed, formatTable } from "./lib/result.ts";
import { serveFolder } from "./lib/static.ts";
import { exportSuite } from "./suites/export.ts";
import { filtersSuite } from "./suites/filters.ts";
import { firstScreenSuite } from "./suites/first-screen.ts";
import { histogramSuite } from "./suites/histogram.ts";
import { loadSuite } from "./suites/load.ts";
import { paletteSuite } from "./suites/palette.ts";
import { productsSuite } from "./suites/products.ts";
import { caseHistoryFigures, serverSuite } from "./suites/server.ts";
import { supportFlowSuite } from "./suites/support-flow.ts";
import { tableSuite } from "./suites/table.ts";

// `npm run bench [-- suite…]`: suites are server, case-history, first-screen, palette, table, export, support, filters, products,
// histogram, load (all by default). Writes bench/results/latest.json and prints a table. Benchmarks never fail the build: a missed
// target is reported (met: false), and the exit code is 0 unless the bench itself could not start.

const ALL = [
  "server",
  "case-history",
  "first-screen",
  "palette",
  "table",
  "export",
  "support",
  "filters",
  "products",
  "histogram",
  "load",
] as const;
type Suite = (typeof ALL)[number];

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const unknown = asked.filter((name) => !(ALL as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`bench: unknown suite(s) ${unknown.join(", ")}; choose from ${ALL.join(", ")}`);
  process.exit(2);
}
const suites = new Set<Suite>(asked.length > 0 ? (asked as Suite[]) : ALL);

/** The longest a suite may take on a busy machine before it is reported as not measured. */
const SUITE_LIMIT_MS = 20 * 60_000;

// The server and load suites speak HTTP only: run alone, they need no build, harness pages or browser. The
// load suite starts (and kills) a server process of its own: run alone, it needs no shared one.
const HTTP_ONLY: readonly Suite[] = ["server", "case-history", "load"];
const browserNeeded = [...suites].some((suite) => !HTTP_ONLY.includes(suite));
const sharedServerNeeded = [...suites].some((suite) => suite !== "load");

async function main(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  await ensureLargeSeed();
  if (browserNeeded) await buildBundles();
  const server = sharedServerNeeded ? await startServer() : null;
  const harness = browserNeeded ? await serveFolder(HARNESS_DIST, HARNESS_PORT) : null;
  const browser = browserNeeded ? await launchBrowser() : null;
  // Every suite ends in the table: its figures, or a failed target saying why it measured nothing (it threw,
  // it returned no figure, it did not finish in time). Suites report a failed measurement of their own the same
  // way (failed(), bench/lib/result.ts) and go on with the next one.
  const step = async (suite: Suite, body: () => Promise<BenchResult[]>) => {
    if (!suites.has(suite)) return;
    console.log(`bench: ${suite}…`);
    const missed = (error: unknown) =>
      failed(`${suite} suite`, "", "every target of the suite measured", error);
    let timer: NodeJS.Timeout | undefined;
    const overtime = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`did not finish within ${SUITE_LIMIT_MS / 60_000} min`)),
        SUITE_LIMIT_MS,
      );
    });
    try {
      const measured = await Promise.race([body(), overtime]);
      results.push(...(measured.length > 0 ? measured : [missed("the suite returned no figure")]));
    } catch (error) {
      results.push(missed(error));
    } finally {
      clearTimeout(timer);
    }
  };
  try {
    if (server) await step("server", () => serverSuite(server.urls));
    // The server suite's case-history figures alone (issue 32).
    if (server) await step("case-history", () => caseHistoryFigures(server.urls));
    if (server && browser && harness) {
      await step("first-screen", () => firstScreenSuite(browser, server.url));
      await step("palette", () => paletteSuite(browser, server.url, harness.url));
      await step("table", () => tableSuite(browser, harness.url));
      await step("export", () => exportSuite(browser, harness.url));
      await step("support", () => supportFlowSuite(browser, server.url));
      await step("filters", () => filtersSuite(browser, server.url));
      await step("products", () => productsSuite(browser, server.url));
      await step("histogram", () => histogramSuite(browser, harness.url));
    }
    await step("load", loadSuite);
  } finally {
    await browser?.close();
    await harness?.close();
    await server?.stop();
  }
  return results;
}

const results = await main();
mkdirSync(dirname(RESULTS), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${formatTable(results)}\n\nwritten to ${RESULTS}`);
