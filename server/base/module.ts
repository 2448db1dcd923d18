import type { ServerModule } from "../platform/module.ts";
import { seedDemoUsers, seedReference } from "../seed/identity.ts";
import { seedLegacy } from "../seed/legacy.ts";
import { SEED_NOW } from "../seed/reference-data.ts";
import { seedStaff } from "../seed/staff.ts";
import { identityMigration } from "./migrations/001-identity.ts";
import { sessionsMigration } from "./migrations/002-sessions.ts";
import { replicasMigration } from "./migrations/007-replicas.ts";
import { trustMigration } from "./migrations/008-trust.ts";
import { supersededSessionsMigration } from "./migrations/010-superseded-sessions.ts";
import { baseRoutes } from "./routes.ts";

/**
 * Reference lists, the identity tables every module builds on (users, groups, roles, modules), sessions, and
 * the sign-in defences' state (rate-limit counters, the mail outbox's sending state).
 */
export const baseModule: ServerModule = {
  name: "base",
  routes: [baseRoutes],
  migrations: {
    "001-identity": identityMigration,
    "002-sessions": sessionsMigration,
    "007-replicas": replicasMigration,
    "008-trust": trustMigration,
    "010-superseded-sessions": supersededSessionsMigration,
  },
  seed: async ({ db, rng, size, passwordHash, staffEmails, loader }) => {
    const lookup = await seedReference(db);
    await seedDemoUsers(db, lookup, passwordHash, new Date(SEED_NOW - 400 * 86_400_000).toISOString());
    await seedLegacy(db);
    staffEmails.push(...(await seedStaff(loader, lookup, rng, size.staff, passwordHash)));
    return { staffUsers: size.staff };
  },
};
