import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { precompressAssets } from "../../server/asset-precompression.ts";
import type { AppEnv } from "../../server/context.ts";
import { mountConsole } from "../../server/static-console.ts";

// Hashed assets go out as the build's .br or .gz copy (brotli first) and are kept for a year; the page that
// names them is asked for again on every load.

const INDEX = `<!doctype html><title>ADM</title><div id=root></div>${"<!-- padding -->".repeat(100)}`;
const SCRIPT = `export const modules = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `module-${i}`))};`;
const STYLES = `.pane{display:grid}`.repeat(100);
const OLDER_BUILD_SCRIPT = `console.log("built before precompression");`.repeat(40);
const FOREVER = "public, max-age=31536000, immutable";

let app: Hono<AppEnv>;

beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), "adm-dist-packed-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "assets", "app-Cr5UBmgW.js"), SCRIPT);
  writeFileSync(join(dist, "assets", "app-BimcvvQ3.css"), STYLES);
  precompressAssets(dist);
  // Written after the build step: a file with no .br or .gz beside it.
  writeFileSync(join(dist, "assets", "older-DTM7qU7y.js"), OLDER_BUILD_SCRIPT);
  app = new Hono<AppEnv>();
  expect(mountConsole(app, dist)).toBe(true);
});

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("hashed assets, precompressed", () => {
  it("sends the brotli copy when the request accepts brotli and gzip, whatever their order", async () => {
    for (const accepted of ["br, gzip", "gzip, deflate, br, zstd"]) {
      const script = await get("/assets/app-Cr5UBmgW.js", accepted);
      expect(script.status, accepted).toBe(200);
      expect(script.headers.get("content-encoding"), accepted).toBe("br");
      expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
      expect(script.headers.get("vary")).toBe("Accept-Encoding");
      expect(script.headers.get("cache-control")).toBe(FOREVER);
      const body = await bytesOf(script);
      expect(body.length).toBeLessThan(SCRIPT.length);
      expect(brotliDecompressSync(body).toString("utf8")).toBe(SCRIPT);
    }
  });

  it("sends the gzip copy when the request accepts gzip only", async () => {
    const styles = await get("/assets/app-BimcvvQ3.css", "gzip");
    expect(styles.headers.get("content-encoding")).toBe("gzip");
    expect(styles.headers.get("content-type")).toMatch(/^text\/css/);
    expect(styles.headers.get("vary")).toBe("Accept-Encoding");
    expect(styles.headers.get("cache-control")).toBe(FOREVER);
    expect(gunzipSync(await bytesOf(styles)).toString("utf8")).toBe(STYLES);
  });

  const expectPlainScript = async (script: Response, body: string, label?: string) => {
    expect(script.status, label).toBe(200);
    expect(script.headers.get("content-encoding"), label).toBeNull();
    expect(script.headers.get("content-type"), label).toMatch(/^text\/javascript/);
    expect(script.headers.get("vary"), label).toBe("Accept-Encoding");
    expect(script.headers.get("cache-control"), label).toBe(FOREVER);
    expect(await script.text(), label).toBe(body);
  };

  it("sends the plain file, still varying by encoding, when the request accepts neither", async () => {
    for (const accepted of [undefined, "identity", "deflate"]) {
      await expectPlainScript(await get("/assets/app-Cr5UBmgW.js", accepted), SCRIPT, accepted);
    }
  });

  it("falls back to the plain file when the build wrote no compressed copy", async () => {
    await expectPlainScript(await get("/assets/older-DTM7qU7y.js", "br, gzip"), OLDER_BUILD_SCRIPT);
  });

  it("answers 404, with no year-long caching, for a missing asset", async () => {
    const missing = await get("/assets/missing-AbCdEf12.js", "br, gzip");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBeNull();
  });
});

describe("the page", () => {
  it("is revalidated on every load at / and at an html5 route", async () => {
    for (const path of ["/", "/index.html", "/index/main", "/system/logs"]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("cache-control"), path).toBe("no-cache");
      expect(page.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(await page.text(), path).toBe(INDEX);
    }
  });

  it("is sent as its brotli copy at / to a browser accepting it", async () => {
    const page = await get("/", "gzip, deflate, br");
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(brotliDecompressSync(await bytesOf(page)).toString("utf8")).toBe(INDEX);
  });
});
