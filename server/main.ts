import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { parseTrustedProxies } from "./client-ip.ts";
import { isPostgresUrl, openDatabase } from "./db/database.ts";
import { prepareDatabase } from "./db/startup.ts";
import { startModuleJobs } from "./jobs/module-jobs.ts";
import { createBus } from "./notifications/create-bus.ts";
import { mountConsole, mountConsoleConfig } from "./static-console.ts";

// Environment: PORT (8080); DATABASE_URL (postgres://…: PostgreSQL, which several replicas may share) or else
// ADM_DB (SQLite file, data/adm.sqlite); ADM_DB_POOL (PostgreSQL connections per process, 10); ADM_SECRET
// (token secret; otherwise kept in the database); TRUST_PROXY (load balancer addresses, comma-separated,
// whose X-Forwarded-For names the client in the audit log); ADM_SERVICES_URL (services base the console should call;
// default same origin /services). ADM_DIST: folder of the built console (default dist/).
// ADM_SEED_LOGS: log rows for a new database (e.g. 1000000 for the end-to-end scrolling test).
// --dev: API only, the console runs on Vite's dev server (which proxies /services here).
const port = Number(process.env.PORT ?? 8080);
const location = process.env.DATABASE_URL || process.env.ADM_DB || "data/adm.sqlite";
const devMode = process.argv.includes("--dev");
const distDir = process.env.ADM_DIST
  ? resolve(process.env.ADM_DIST)
  : resolve(dirname(fileURLToPath(import.meta.url)), "../dist");
const shownLocation = isPostgresUrl(location) ? location.replace(/\/\/[^@/]*@/, "//") : location;

if (!isPostgresUrl(location)) mkdirSync(dirname(resolve(location)), { recursive: true });
const db = openDatabase(location);
const seeded = await prepareDatabase(db, {
  logs: process.env.ADM_SEED_LOGS ? Number(process.env.ADM_SEED_LOGS) : undefined,
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
  trustedProxies: parseTrustedProxies(process.env.TRUST_PROXY),
});
mountConsoleConfig(app, process.env.ADM_SERVICES_URL ?? "/services");
if (!devMode && !mountConsole(app, distDir)) {
  console.warn(`No built console in ${distDir}: run \`npm run build\` first (only /services is served now).`);
}
const worker = startModuleJobs(db, bus);
// Other replicas' notifications must reach this process's streams from its first request on.
await bus.ready();

const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(
    `ADM console: http://localhost:${info.port}/  (services: http://localhost:${info.port}/services; database ${shownLocation})`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void worker
      .stop()
      .then(() => bus.close())
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
}
