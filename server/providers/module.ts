import type { ServerModule } from "../platform/module.ts";
import { providersMigration } from "./migrations/320-providers.ts";
import { providerRoutes } from "./routes.ts";
import { seedProviders } from "./seed.ts";

/** Content providers (spec 2 §2 /index/providers): per tenant, created where the server setting allows. */
export const providersModule: ServerModule = {
  name: "providers",
  routes: [providerRoutes],
  migrations: { "320-providers": providersMigration },
  seed: seedProviders,
};
