import type { ServerModule } from "../../platform/module.ts";
import { bulkJobsMigration } from "./migrations/009-bulk-jobs.ts";
import { bulkJobTitleParamsMigration } from "./migrations/011-bulk-job-title-params.ts";
import { jobRoutes } from "./routes.ts";

/**
 * Bulk jobs of any module (APA bulk publish, products' clone rates): their tables and the calls that read,
 * cancel and retry them. A module runs its own kind with bulkJobHandler (runner.ts) in its `jobs.handlers`.
 */
export const bulkJobsModule: ServerModule = {
  name: "jobs",
  routes: [jobRoutes],
  migrations: {
    "009-bulk-jobs": bulkJobsMigration,
    "011-bulk-job-title-params": bulkJobTitleParamsMigration,
  },
};
