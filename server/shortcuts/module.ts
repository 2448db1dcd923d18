import type { ServerModule } from "../platform/module.ts";
import { shortcutsMigration } from "./migrations/610-shortcuts.ts";
import { shortcutRoutes } from "./routes.ts";

/** Own shortcuts (issue 32 item 4): each user's keys for the console's commands, over their defaults. */
export const shortcutsModule: ServerModule = {
  name: "shortcuts",
  routes: [shortcutRoutes],
  migrations: { "610-shortcuts": shortcutsMigration },
};
