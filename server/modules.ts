import { aguModule } from "./agu/module.ts";
import { apaModule } from "./apa/module.ts";
import { authModule } from "./auth/module.ts";
import { baseModule } from "./base/module.ts";
import { consumptionModule } from "./consumption/module.ts";
import { dashboardModule } from "./dashboard/module.ts";
import { dummyModule } from "./dummy/module.ts";
import { filtersModule } from "./filters/module.ts";
import { bulkJobsModule } from "./jobs/bulk/module.ts";
import { logsModule } from "./logs/module.ts";
import { mailsModule } from "./mails/module.ts";
import { notificationsModule } from "./notifications/module.ts";
import type { ServerModule } from "./platform/module.ts";
import { privacyModule } from "./privacy/module.ts";
import { productsModule } from "./products/module.ts";
import { profileModule } from "./profile/module.ts";
import { providersModule } from "./providers/module.ts";
import { referenceModule } from "./reference/module.ts";
import { serviceTypeModule } from "./servicetype/module.ts";
import { shortcutsModule } from "./shortcuts/module.ts";
import { signalsModule } from "./signals/module.ts";
import { systemModule } from "./system/module.ts";
import { workspacesModule } from "./workspaces/module.ts";

/**
 * The server's modules. Routes, migrations, seed steps and the reveal registry (each module's `revealers`,
 * server/platform/reveal.ts) are derived from this list: adding a module is its own files plus one line here. Seed steps run in this order (later steps may use what earlier ones made).
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  baseModule,
  authModule,
  profileModule,
  notificationsModule,
  bulkJobsModule,
  consumptionModule,
  dashboardModule,
  aguModule,
  dummyModule,
  logsModule,
  systemModule,
  filtersModule,
  referenceModule,
  mailsModule,
  signalsModule,
  providersModule,
  serviceTypeModule,
  productsModule,
  apaModule,
  workspacesModule,
  shortcutsModule,
  privacyModule,
];
