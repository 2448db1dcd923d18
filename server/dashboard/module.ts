import type { ServerModule } from "../platform/module.ts";
import { dashboardMigration } from "./migrations/200-dashboard.ts";
import { revealDevice, revealEdgeUser } from "./reveal.ts";
import { dashboardRoutes } from "./routes.ts";
import { seedDashboard } from "./seed.ts";

/** Edge monitoring and the dashboard home (spec 2 §1–§3, §7): edges, histograms, drill-down, reports, share. */
export const dashboardModule: ServerModule = {
  name: "dashboard",
  routes: [dashboardRoutes],
  revealers: { edge_user: revealEdgeUser, device: revealDevice },
  migrations: { "200-dashboard": dashboardMigration },
  // After consumption: the users with errors are its end users.
  seed: async ({ db, loader, scale, now }) => {
    const report = await seedDashboard(db, loader, scale, now);
    return {
      edges: report.edges,
      edgeCounterRows: report.counterRows,
      edgeUsers: report.users,
      edgeDevices: report.devices,
      edgeEvents: report.events,
    };
  },
};
