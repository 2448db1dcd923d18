import type { ServerModule } from "../platform/module.ts";
import { promotionsMigration } from "./migrations/520-promotions.ts";
import { promotionRoutes } from "./routes.ts";
import { seedPromotions } from "./seed.ts";

/** Promotions (spec 3 §2–§8): bundles of up to two plans' rates with cycles, draft then published. */
export const promotionsModule: ServerModule = {
  name: "promotions",
  routes: [promotionRoutes],
  migrations: { "520-promotions": promotionsMigration },
  seed: async ({ db, loader, scale, now }) => ({ promotions: await seedPromotions(db, loader, scale, now) }),
};
