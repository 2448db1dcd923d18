import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { analyticsAddress } from "./dashboard/share.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrator.ts";
import { seedDatabase } from "./seed/index.ts";
import { mountConsole, mountConsoleConfig } from "./static-console.ts";

// Environment: PORT (8080), ADM_DB (data/adm.sqlite), ADM_SECRET (token secret; otherwise kept in the
// database), ADM_SERVICES_URL (services base the console should call; default same origin /services).
// ADM_DIST: folder of the built console (default dist/).
// ADM_SEED_LOGS: log rows for a new database (e.g. 1000000 for the end-to-end scrolling test).
// ADM_ANALYTICS_URL: the analytics page the dashboard home frames (https; its host is the only one framed).
// --dev: API only, the console runs on Vite's dev server (which proxies /services here).
const port = Number(process.env.PORT ?? 8080);
const dbPath = process.env.ADM_DB ?? "data/adm.sqlite";
const devMode = process.argv.includes("--dev");
const distDir = process.env.ADM_DIST
  ? resolve(process.env.ADM_DIST)
  : resolve(dirname(fileURLToPath(import.meta.url)), "../dist");

mkdirSync(dirname(resolve(dbPath)), { recursive: true });
const db = openDatabase(dbPath);
await migrateToLatest(db);
const existing = await db.selectFrom("users").select("user_id").limit(1).executeTakeFirst();
if (!existing) {
  const logs = process.env.ADM_SEED_LOGS ? Number(process.env.ADM_SEED_LOGS) : undefined;
  const report = await seedDatabase(db, { scale: "small", logs, now: Date.now() });
  console.log(
    `new database ${dbPath}: seeded the small scale (${report.counts.logs} log rows, ${report.counts.endUsers} end users)`,
  );
}

const app = createApp({ db, secret: process.env.ADM_SECRET });
mountConsoleConfig(app, process.env.ADM_SERVICES_URL ?? "/services", {
  analyticsHost: analyticsAddress()?.host ?? "",
});
if (!devMode && !mountConsole(app, distDir)) {
  console.warn(`No built console in ${distDir}: run \`npm run build\` first (only /services is served now).`);
}

const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(
    `ADM console: http://localhost:${info.port}/  (services: http://localhost:${info.port}/services)`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void db.destroy().then(() => process.exit(0));
  });
}
