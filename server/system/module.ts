import type { ServerModule } from "../platform/module.ts";
import { systemMigration } from "./migrations/006-system.ts";
import { profilesPersonalMigration } from "./migrations/620-profiles-personal.ts";
import { systemGroupRoutes } from "./routes-groups.ts";
import { systemModuleRoutes } from "./routes-modules.ts";
import { systemProfileRoutes } from "./routes-profiles.ts";
import { userRoutes } from "./routes-users.ts";

/** System administration (spec 1 §7): staff users, groups, roles and modules. */
export const systemModule: ServerModule = {
  name: "system",
  routes: [userRoutes, systemGroupRoutes, systemProfileRoutes, systemModuleRoutes],
  migrations: { "006-system": systemMigration, "620-profiles-personal": profilesPersonalMigration },
};
