import type { ServerModule } from "../platform/module.ts";
import { workspacesMigration } from "./migrations/600-workspaces.ts";
import { workspaceRoutes } from "./routes.ts";

/** Saved workspaces (issue 32 item 3): each user's named console layouts, one of them their home. */
export const workspacesModule: ServerModule = {
  name: "workspaces",
  routes: [workspaceRoutes],
  migrations: { "600-workspaces": workspacesMigration },
};
