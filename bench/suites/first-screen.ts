import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page, Request } from "@playwright/test";
import { newPage } from "../lib/browser.ts";
import { APP_DIST, STAFF } from "../lib/env.ts";
import { type BenchResult, failed, single } from "../lib/result.ts";
import { round } from "../lib/stats.ts";
import type { ChunkInfo } from "../tools/chunks.config.ts";
import { signIn } from "./login.ts";

const BUDGET_KB = 150;
/** Scripts count as settled once none is in flight for this long (a lazy chunk asked for right after a render). */
const SCRIPTS_QUIET_MS = 500;
const NAME = "first screen JavaScript (login page)";
const TARGET = `≤ ${BUDGET_KB} KB gzip; export and chart libraries lazy`;
/** Libraries that must load only when used: export builders and charts. */
const LAZY = /^(jspdf|jspdf-autotable|html2canvas|canvg|dompurify|papaparse|fflate|uplot|xlsx)$/;

type ScriptLog = {
  /** Path → gzip size of each script the page has loaded. */
  sizes: Map<string, number>;
  /** Resolves once no script has been in flight for SCRIPTS_QUIET_MS. */
  settled: () => Promise<void>;
};

/**
 * Records every script the page loads (path and gzip size of its body) and tells when they have settled.
 * Only scripts are watched: the signed-in console keeps a notification stream open (and a v9 user a legacy
 * frame), so the network as a whole never goes idle.
 */
function recordScripts(page: Page): ScriptLog {
  const sizes = new Map<string, number>();
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on("request", (request) => {
    if (request.resourceType() !== "script") return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on("requestfailed", settle);
  page.on("response", async (response) => {
    const request = response.request();
    if (request.resourceType() !== "script") return;
    try {
      sizes.set(new URL(response.url()).pathname.replace(/^\//, ""), gzipSync(await response.body()).length);
    } catch {
      // a body the page dropped (navigation): not part of the first screen
    }
    settle(request);
  });
  const settled = async () => {
    const deadline = Date.now() + 30_000;
    while (inFlight.size > 0 || Date.now() - lastChange < SCRIPTS_QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${inFlight.size} script(s) still loading after 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { sizes, settled };
}

const kb = (bytes: number) => round(bytes / 1024, 1);
const total = (scripts: Map<string, number>) => [...scripts.values()].reduce((sum, n) => sum + n, 0);

export async function firstScreenSuite(browser: Browser, base: string): Promise<BenchResult[]> {
  const chunks: ChunkInfo[] = JSON.parse(readFileSync(join(APP_DIST, "chunks.json"), "utf8"));
  const lazyChunks = new Set(
    chunks.filter((chunk) => Object.keys(chunk.parts).some((part) => LAZY.test(part))).map((c) => c.file),
  );
  const { context, page } = await newPage(browser);
  try {
    const scripts = recordScripts(page);
    await page.goto(`${base}/login`);
    await page.getByLabel("Correo electrónico").waitFor();
    await scripts.settled();
    const login = new Map(scripts.sizes);
    const eager = [...login.keys()].filter((file) => lazyChunks.has(file));
    await signIn(page, base, STAFF);
    // The landing screen's own content: home's list of the modules this user may open.
    await page.getByRole("navigation", { name: "Módulos disponibles" }).waitFor();
    await scripts.settled();
    const home = [...scripts.sizes.keys()].filter((file) => lazyChunks.has(file));
    const bytes = total(login);
    return [
      single(
        NAME,
        "KB gzip",
        kb(bytes),
        TARGET,
        kb(bytes) <= BUDGET_KB && eager.length === 0 && home.length === 0,
        {
          files: login.size,
          largestFile: [...login.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "",
          signedInHomeKB: kb(total(scripts.sizes)),
          lazyLibrariesLoaded: [...eager, ...home].join(", ") || "none",
        },
      ),
    ];
  } catch (error) {
    return [failed(NAME, "KB gzip", TARGET, error)];
  } finally {
    await context.close();
  }
}
