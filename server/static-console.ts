import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./context.ts";

/**
 * GET /config.json tells the console where the services live (another origin in split deployments), plus
 * any other setting of the serving host (`extra`, e.g. the analytics host the dashboard may frame).
 */
export function mountConsoleConfig(
  app: Hono<AppEnv>,
  servicesBase: string,
  extra: Record<string, string> = {},
): void {
  app.get("/config.json", (c) => c.json({ ...extra, servicesBase }));
}

/**
 * Serves the built console: real files from dist/, and index.html for every other GET outside /services
 * so that html5 routes such as /index/main survive a reload. Returns false when dist/ has not been built.
 */
export function mountConsole(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = join(distDir, "index.html");
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, "utf8");
  app.use("/*", serveStatic({ root: distDir }));
  app.get("*", (c) => {
    const lastSegment = c.req.path.split("/").pop() ?? "";
    // A missing asset is a 404, not the page: the browser would try to run HTML as a script.
    if (c.req.path.startsWith("/services/") || lastSegment.includes(".")) return c.notFound();
    return c.html(indexHtml);
  });
  return true;
}
