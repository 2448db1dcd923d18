import type { ServerModule } from "../platform/module.ts";
import { dummyRolesMigration } from "./migrations/400-dummy-roles.ts";
import { dummyRoutes } from "./roles.ts";
import { seedDemoRoles } from "./seed.ts";
import type { DummyTables } from "./tables.ts";

/** The role demo area (spec 2 §2, module dummy): demo roles, apart from system administration's. */
export const dummyModule: ServerModule = {
  name: "dummy",
  routes: [dummyRoutes],
  migrations: { "400-dummy-roles": dummyRolesMigration },
  seed: async ({ db }) => ({ demoRoles: await seedDemoRoles(db.withTables<DummyTables>()) }),
};
