import type { ServerModule } from "../platform/module.ts";
import { seedEndUsers } from "../seed/end-users.ts";
import { consumptionMigration } from "./migrations/004-consumption.ts";
import { consumptionLookupsMigration } from "./migrations/005-consumption-lookups.ts";
import { revealEndUser, revealSubscription } from "./reveal.ts";
import { consumptionRoutes } from "./routes.ts";
import { consumptionHistoryRoutes } from "./routes-history.ts";

/** consulta_consumo (spec 1 §7): end users and their subscriptions. */
export const consumptionModule: ServerModule = {
  name: "consumption",
  routes: [consumptionRoutes, consumptionHistoryRoutes],
  revealers: { end_user: revealEndUser, subscription: revealSubscription },
  migrations: {
    "004-consumption": consumptionMigration,
    "005-consumption-lookups": consumptionLookupsMigration,
  },
  seed: async ({ rng, size, loader }) => {
    let counts = { endUsers: 0, subscriptions: 0 };
    await loader.bulk(["end_users", "subscriptions"], async () => {
      counts = await seedEndUsers(loader, rng, size.endUsers);
    });
    return counts;
  },
};
