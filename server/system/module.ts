import type { ServerModule } from "../platform/module.ts";
import { systemGroupRoutes } from "../routes/system-groups.ts";
import { systemModuleRoutes } from "../routes/system-modules.ts";
import { systemProfileRoutes } from "../routes/system-profiles.ts";
import { userRoutes } from "../routes/users.ts";
import { systemMigration } from "./migrations/006-system.ts";

/** System administration (spec 1 §7): staff users, groups, roles and modules. */
export const systemModule: ServerModule = {
  name: "system",
  routes: [userRoutes, systemGroupRoutes, systemProfileRoutes, systemModuleRoutes],
  migrations: { "006-system": systemMigration },
};
