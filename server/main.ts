import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { shownLocation } from "./db/database.ts";
import {
  type StartupParams,
  type StartupText,
  startupLanguage,
  startupText,
} from "./i18n/startup-messages.ts";
import { servicesOrigin } from "./security-headers.ts";
import { readSettings } from "./settings.ts";
import { StartupFailure } from "./startup-failure.ts";
import { claimPort } from "./startup-listener.ts";
import { startServices } from "./startup-services.ts";
import { consoleOnlyApp } from "./static-console.ts";

// Environment: see README (Settings) and server/settings.ts (PORT, DATABASE_URL or ADM_DB, ADM_DB_POOL,
// ADM_SECRET, TRUST_PROXY, ADM_SERVICES_URL, ADM_LOCK_MINUTES, ADM_PUBLIC_URL, ADM_MAIL_SINK…). Also:
// ADM_DIST: folder of the built console (default dist/).
// ADM_SEED_LOGS: log rows for a new database (e.g. 1000000 for the end-to-end scrolling test).
// ADM_ANALYTICS_URL, ADM_LEGACY_URL: the analytics page the dashboard home frames and the legacy admin a v9
// user is handed over to (https; unset by default, and then the console says so and names the setting).
// LC_ALL, LC_MESSAGES, LANG: the language of these start-up lines (Spanish unless English).
// --dev: API only, the console runs on Vite's dev server (which proxies /services here).
const language = startupLanguage(process.env);
const say = (text: StartupText, params: StartupParams = {}) => startupText(language, text, params);

const settings = readSettings(process.env);
const consoleOptions = {
  devMode: process.argv.includes("--dev"),
  distDir: process.env.ADM_DIST
    ? resolve(process.env.ADM_DIST)
    : resolve(dirname(fileURLToPath(import.meta.url)), "../dist"),
};
// An absolute ADM_SERVICES_URL is another server's /services: this process serves the console only.
const otherServer = servicesOrigin(settings.servicesBase) !== null;

async function start() {
  const listener = await claimPort(settings.port);
  const running = otherServer
    ? { ...consoleOnlyApp(settings, consoleOptions), stop: async () => {} }
    : await startServices(settings, {
        ...consoleOptions,
        seedLogs: process.env.ADM_SEED_LOGS ? Number(process.env.ADM_SEED_LOGS) : undefined,
        onSeeded: (counts) =>
          console.log(say("seeded", { database: shownLocation(settings.location), ...counts })),
      });
  if (!running.built) console.warn(say("no_console_build", { dist: consoleOptions.distDir }));
  listener.serve(running.app.fetch);
  const origin = `http://localhost:${listener.port}`;
  console.log(
    otherServer
      ? say("listening_console_only", { console: `${origin}/`, services: settings.servicesBase })
      : say("listening", {
          console: `${origin}/`,
          services: `${origin}/services`,
          database: shownLocation(settings.location),
        }),
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      listener.close();
      void running.stop().then(() => process.exit(0));
    });
  }
}

try {
  await start();
} catch (error) {
  if (!(error instanceof StartupFailure)) throw error;
  // What the operator must do, in one line: the driver's stack would say nothing more to them.
  console.error(say(error.text, error.params));
  process.exit(1);
}
