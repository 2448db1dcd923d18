import { CLONE_RATES_JOB } from "../../src/contract/products-clone-job.ts";
import type { ServerModule } from "../platform/module.ts";
import { cloneJobHandler } from "./clone-job.ts";
import { productsReferenceMigration } from "./migrations/500-products-reference.ts";
import { productsCatalogueMigration } from "./migrations/501-products-catalogue.ts";
import { productsLiveRatesMigration } from "./migrations/502-products-live-rates.ts";
import { productCatalogueRoutes } from "./routes-catalogue.ts";
import { productCloneJobRoutes } from "./routes-clone-job.ts";
import { productFilterRoutes } from "./routes-filters.ts";
import { productRateRoutes } from "./routes-rates.ts";
import { productReferenceRoutes } from "./routes-reference.ts";
import { seedProducts } from "./seed.ts";

/** products (spec 3 §1–§9): families, plans, rates and their payments, reference data, clone (in one go, or as a job) and publish. */
export const productsModule: ServerModule = {
  name: "products",
  routes: [
    productReferenceRoutes,
    productCatalogueRoutes,
    productRateRoutes,
    productCloneJobRoutes,
    productFilterRoutes,
  ],
  migrations: {
    "500-products-reference": productsReferenceMigration,
    "501-products-catalogue": productsCatalogueMigration,
    "502-products-live-rates": productsLiveRatesMigration,
  },
  seed: seedProducts,
  jobs: { handlers: { [CLONE_RATES_JOB]: cloneJobHandler } },
};
