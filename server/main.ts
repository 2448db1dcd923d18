import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { startBackgroundWork } from "./background.ts";
import { isPostgresUrl, openDatabase } from "./db/database.ts";
import { prepareDatabase } from "./db/startup.ts";
import { startModuleJobs } from "./jobs/module-jobs.ts";
import { transportFromSetting } from "./mail/transport.ts";
import { createBus } from "./platform/bus/create-bus.ts";
import { readSettings } from "./settings.ts";
import { mountConsole, mountConsoleConfig } from "./static-console.ts";

// Environment: see README (Settings) and server/settings.ts (PORT, DATABASE_URL or ADM_DB, ADM_DB_POOL,
// ADM_SECRET, TRUST_PROXY, ADM_SERVICES_URL, ADM_LOCK_MINUTES, ADM_PUBLIC_URL, ADM_MAIL_SINK…). Also:
// ADM_DIST: folder of the built console (default dist/).
// ADM_SEED_LOGS: log rows for a new database (e.g. 1000000 for the end-to-end scrolling test).
// ADM_ANALYTICS_URL: the analytics page the dashboard home frames (https; its host is the only one framed);
// unset by default, and then the dashboard home says so and names the setting.
// --dev: API only, the console runs on Vite's dev server (which proxies /services here).
const settings = readSettings(process.env);
const { port, location } = settings;
const devMode = process.argv.includes("--dev");
const distDir = process.env.ADM_DIST
  ? resolve(process.env.ADM_DIST)
  : resolve(dirname(fileURLToPath(import.meta.url)), "../dist");
const shownLocation = isPostgresUrl(location) ? location.replace(/\/\/[^@/]*@/, "//") : location;

const db = openDatabase(location);
const seeded = await prepareDatabase(db, {
  logs: process.env.ADM_SEED_LOGS ? Number(process.env.ADM_SEED_LOGS) : undefined,
  now: Date.now(),
});
if (seeded) {
  console.log(
    `new database ${shownLocation}: seeded the small scale (${seeded.counts.logs} log rows, ${seeded.counts.endUsers} end users)`,
  );
}

const bus = createBus(db);
const app = createApp({
  db,
  secret: process.env.ADM_SECRET,
  bus,
  lockMs: settings.lockMs,
  trustedProxies: settings.trustedProxies,
  publicUrl: settings.publicUrl,
  browser: settings.browser,
});
mountConsoleConfig(app, settings.servicesBase, {
  analyticsHost: settings.analyticsHost,
  legacyUrl: settings.legacyUrl,
  signInLink: settings.signInLink,
});
if (!devMode && !mountConsole(app, distDir, { signInLink: settings.signInLink })) {
  console.warn(`No built console in ${distDir}: run \`npm run build\` first (only /services is served now).`);
}
const worker = startModuleJobs(db, bus);
const background = startBackgroundWork({
  db,
  transport: transportFromSetting(settings.mailSink),
  lockMs: settings.lockMs,
});
// Other replicas' notifications must reach this process's streams from its first request on.
await bus.ready();

const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(
    `ADM console: http://localhost:${info.port}/  (services: http://localhost:${info.port}/services; database ${shownLocation})`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    background.stop();
    server.close();
    void worker
      .stop()
      .then(() => bus.close())
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
}
