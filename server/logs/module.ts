import type { ServerModule } from "../platform/module.ts";
import { DEMO_USERS } from "../seed/demo-users.ts";
import { seedLogs } from "../seed/logs.ts";
import { logsMigration } from "./migrations/003-logs.ts";
import { logsSubjectMigration } from "./migrations/009-logs-subject.ts";
import { revealLog } from "./reveal.ts";
import { logsRoutes } from "./routes.ts";

/** The audit log: every write appends a row (server/audit.ts); GET /logs/log pages it. */
export const logsModule: ServerModule = {
  name: "logs",
  routes: [logsRoutes],
  revealers: { log: revealLog },
  migrations: { "003-logs": logsMigration, "009-logs-subject": logsSubjectMigration },
  seed: async ({ rng, logCount, staffEmails, loader }) => {
    const users = [...DEMO_USERS.filter((u) => u.active).map((u) => u.email), ...staffEmails.slice(0, 300)];
    await loader.bulk(["logs"], () => seedLogs(loader, rng, logCount, users));
    return { logs: logCount };
  },
};
