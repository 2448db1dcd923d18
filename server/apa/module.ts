import type { ServerModule } from "../platform/module.ts";
import { BULK_PUBLISH_JOB, bulkPublishHandler } from "./bulk.ts";
import { apaMigration } from "./migrations/500-apa.ts";
import { apaRoutes } from "./routes.ts";
import { seedApa } from "./seed.ts";

/** Publications, APA (spec 2 §1–§9): device documents, publication, history, bulk publication jobs. */
export const apaModule: ServerModule = {
  name: "apa",
  routes: [apaRoutes],
  migrations: { "500-apa": apaMigration },
  seed: seedApa,
  jobs: { handlers: { [BULK_PUBLISH_JOB]: bulkPublishHandler } },
};
