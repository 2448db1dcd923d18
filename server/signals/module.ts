import type { ServerModule } from "../platform/module.ts";
import { signalsMigration } from "./migrations/310-signals.ts";
import { signalsCancelledMigration } from "./migrations/311-signals-cancelled.ts";
import { signalRoutes } from "./routes.ts";
import { seedSignals } from "./seed.ts";

/** Open signals (spec 2 §7 /services/v1/openstream): dated live streams sold under Payway products. */
export const signalsModule: ServerModule = {
  name: "signals",
  routes: [signalRoutes],
  migrations: { "310-signals": signalsMigration, "311-signals-cancelled": signalsCancelledMigration },
  seed: seedSignals,
};
