import type { ServerModule } from "../platform/module.ts";
import { privacyMigration } from "./migrations/630-privacy.ts";
import { privacyRoutes } from "./routes.ts";

/**
 * Personal data (issue 32 item 2): each module's policy (may a masked value be revealed with a reason, the
 * most rows per export) and the audited reveal of one value, read by the module that owns it (its revealers).
 * The masking itself is the platform's (server/platform/personal-data.ts), applied by every module's answers.
 */
export const privacyModule: ServerModule = {
  name: "privacy",
  routes: [privacyRoutes],
  migrations: { "630-privacy": privacyMigration },
};
