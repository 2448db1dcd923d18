import { dailyPurgeScheduler, PURGE_JOB, purgeExpired } from "../jobs/maintenance.ts";
import type { ServerModule } from "../platform/module.ts";
import { authRoutes } from "./routes.ts";

/**
 * Sign-in, renewal and sign-out (its tables, sessions and resets, are the base module's), and the daily purge
 * of the closed ones.
 */
export const authModule: ServerModule = {
  name: "auth",
  routes: [authRoutes],
  jobs: { handlers: { [PURGE_JOB]: purgeExpired }, scheduler: dailyPurgeScheduler },
};
