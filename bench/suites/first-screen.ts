import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { newPage } from "../lib/browser.ts";
import { APP_DIST, STAFF } from "../lib/env.ts";
import { type BenchResult, failed, single } from "../lib/result.ts";
import { round } from "../lib/stats.ts";
import type { ChunkInfo } from "../tools/chunks.config.ts";
import { signIn } from "./login.ts";

const BUDGET_KB = 170;
/** Libraries that must load only when used: export builders and charts. */
const LAZY = /^(jspdf|jspdf-autotable|html2canvas|canvg|dompurify|papaparse|fflate|uplot|xlsx)$/;

/** Records every script the page loads: path and gzip size of its body. */
function recordScripts(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      scripts.set(
        new URL(response.url()).pathname.replace(/^\//, ""),
        gzipSync(await response.body()).length,
      );
    } catch {
      // a body the page dropped (navigation): not part of the first screen
    }
  });
  return scripts;
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
    await page.goto(`${base}/login`, { waitUntil: "networkidle" });
    await page.getByLabel("Correo electrónico").waitFor();
    const login = new Map(scripts);
    const eager = [...login.keys()].filter((file) => lazyChunks.has(file));
    await signIn(page, base, STAFF);
    await page.waitForLoadState("networkidle");
    const home = [...scripts.keys()].filter((file) => lazyChunks.has(file));
    const bytes = total(login);
    return [
      single(
        "first screen JavaScript (login page)",
        "KB gzip",
        kb(bytes),
        `≤ ${BUDGET_KB} KB gzip; export and chart libraries lazy`,
        kb(bytes) <= BUDGET_KB && eager.length === 0 && home.length === 0,
        {
          files: login.size,
          largestFile: [...login.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "",
          signedInHomeKB: kb(total(scripts)),
          lazyLibrariesLoaded: [...eager, ...home].join(", ") || "none",
        },
      ),
    ];
  } catch (error) {
    return [failed("first screen JavaScript", "KB gzip", `≤ ${BUDGET_KB} KB gzip`, error)];
  } finally {
    await context.close();
  }
}
