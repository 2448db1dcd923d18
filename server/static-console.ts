import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { isCompressibleFile } from "./asset-precompression.ts";
import type { AppEnv } from "./context.ts";
import { securityHeaders } from "./security-headers.ts";
import type { ServerSettings } from "./settings.ts";

/**
 * GET /config.json tells the console where the services live (another origin in split deployments), plus
 * any other setting of the serving host (`extra`, e.g. the analytics host the dashboard may frame).
 */
export function mountConsoleConfig(
  app: Hono<AppEnv>,
  servicesBase: string,
  extra: Record<string, string | boolean> = {},
): void {
  app.get("/config.json", (c) => c.json({ ...extra, servicesBase }));
}

const SIGN_IN_LINK_PATH = "/index/main";
const CREDENTIALS = ["user", "pass"];

/**
 * Spec 1 §4's sign-in link, /index/main?user=&pass=, while it is off: the same address without the
 * credentials (other parameters kept), so the page never loads holding them. Null for any other request.
 */
function withoutCredentials(url: URL): string | null {
  if (url.pathname !== SIGN_IN_LINK_PATH || !CREDENTIALS.some((name) => url.searchParams.has(name)))
    return null;
  for (const name of CREDENTIALS) url.searchParams.delete(name);
  const rest = url.searchParams.toString();
  return rest ? `${SIGN_IN_LINK_PATH}?${rest}` : SIGN_IN_LINK_PATH;
}

/** Vite names every file under assets/ by its content's hash: a changed file is a new address. */
const HASHED_ASSETS = "/assets/";
const FOREVER = "public, max-age=31536000, immutable";
// The page names the current hashed files: a browser asks for it again on every load (it is small).
const REVALIDATE = "no-cache";

/**
 * dist/'s files, each as the .br or .gz the build wrote beside it when the request accepts one (brotli first;
 * the plain file when there is none, e.g. an older build), with how long a browser may keep it.
 */
function builtFiles(distDir: string): MiddlewareHandler<AppEnv> {
  const serveFile = serveStatic({ root: distDir, precompressed: true });
  return async (c, next) => {
    let missing = false;
    const found = await serveFile(c, async () => {
      missing = true;
      await next();
    });
    if (missing || !found) return found;
    // A folder's address (`/`) is answered with its index.html.
    const file = c.req.path.endsWith("/") ? `${c.req.path}index.html` : c.req.path;
    if (file.startsWith(HASHED_ASSETS)) found.headers.set("Cache-Control", FOREVER);
    else if (file.endsWith(".html")) found.headers.set("Cache-Control", REVALIDATE);
    // serveStatic names the encoding only when it sends a packed copy; the plain answer varies by it too.
    if (isCompressibleFile(file) && !found.headers.has("Vary")) found.headers.set("Vary", "Accept-Encoding");
    return found;
  };
}

/**
 * Serves the built console: real files from dist/, and index.html for every other GET outside /services
 * so that html5 routes such as /index/main survive a reload. Returns false when dist/ has not been built.
 * Nothing here logs a request: the sign-in link's query holds a password.
 */
export function mountConsole(
  app: Hono<AppEnv>,
  distDir: string,
  options: { signInLink?: boolean } = {},
): boolean {
  const indexFile = join(distDir, "index.html");
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, "utf8");
  app.use("/*", builtFiles(distDir));
  app.get("*", (c) => {
    const lastSegment = c.req.path.split("/").pop() ?? "";
    // A missing asset is a 404, not the page: the browser would try to run HTML as a script.
    if (c.req.path.startsWith("/services/") || lastSegment.includes(".")) return c.notFound();
    const stripped = withoutCredentials(new URL(c.req.url));
    if (stripped && !options.signInLink) return c.redirect(stripped, 303);
    if (stripped) {
      // The page holding the credentials sends them nowhere, not even to its own scripts' requests.
      c.header("Referrer-Policy", "no-referrer");
      c.header("Cache-Control", "no-store");
    } else c.header("Cache-Control", REVALIDATE);
    return c.html(indexHtml);
  });
  return true;
}

export type ConsoleOptions = { distDir: string; devMode: boolean };

/**
 * /config.json and, unless --dev (Vite serves it then), the built console from distDir. False when the
 * console should be served and distDir holds no build.
 */
export function serveConsole(app: Hono<AppEnv>, settings: ServerSettings, options: ConsoleOptions): boolean {
  mountConsoleConfig(app, settings.servicesBase, {
    analyticsHost: settings.analyticsHost,
    legacyUrl: settings.legacyUrl,
    signInLink: settings.signInLink,
  });
  return options.devMode || mountConsole(app, options.distDir, { signInLink: settings.signInLink });
}

/**
 * The console alone, for a server whose ADM_SERVICES_URL names another server's /services: no database is
 * opened, created or seeded here, and no /services is mounted.
 */
export function consoleOnlyApp(settings: ServerSettings, options: ConsoleOptions) {
  const app = new Hono<AppEnv>();
  app.use("*", securityHeaders(settings.browser));
  return { app, built: serveConsole(app, settings, options) };
}
