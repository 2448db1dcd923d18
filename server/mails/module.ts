import type { ServerModule } from "../platform/module.ts";
import { mailsMigration } from "./migrations/300-mails.ts";
import { mailRoutes } from "./routes.ts";
import { seedMails } from "./seed.ts";

/** Mail templates per region (spec 2 §7 /services/mails/mail): drafts, publication, preview and test sends. */
export const mailsModule: ServerModule = {
  name: "mails",
  routes: [mailRoutes],
  migrations: { "300-mails": mailsMigration },
  seed: seedMails,
};
