import { createApp } from "./app.ts";
import { startBackgroundWork } from "./background.ts";
import { openDatabase } from "./db/database.ts";
import { prepareDatabase } from "./db/startup.ts";
import { startModuleJobs } from "./jobs/module-jobs.ts";
import { transportFromSetting } from "./mail/transport.ts";
import { createBus } from "./platform/bus/create-bus.ts";
import type { ServerSettings } from "./settings.ts";
import { databaseFailure } from "./startup-failure.ts";
import { type ConsoleOptions, serveConsole } from "./static-console.ts";

/**
 * The whole server: its database opened, migrated and (when new) seeded, /services mounted beside the
 * console, the job worker and the background work running. A database the operator must fix first is a
 * StartupFailure (failure.ts).
 */
export async function startServices(
  settings: ServerSettings,
  options: ConsoleOptions & { seedLogs?: number; onSeeded: (counts: Record<string, number>) => void },
) {
  const { location } = settings;
  const db = (() => {
    try {
      return openDatabase(location);
    } catch (error) {
      throw databaseFailure(error, location);
    }
  })();
  const seeded = await prepareDatabase(db, { logs: options.seedLogs, now: Date.now() }).catch(
    async (error: unknown) => {
      await db.destroy().catch(() => undefined);
      throw databaseFailure(error, location);
    },
  );
  if (seeded) options.onSeeded(seeded.counts);

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
  const built = serveConsole(app, settings, options);
  const worker = startModuleJobs(db, bus);
  const background = startBackgroundWork({
    db,
    transport: transportFromSetting(settings.mailSink),
    lockMs: settings.lockMs,
  });
  // Other replicas' notifications must reach this process's streams from its first request on.
  await bus.ready();
  return {
    app,
    built,
    async stop() {
      background.stop();
      await worker.stop();
      await bus.close();
      await db.destroy();
    },
  };
}
