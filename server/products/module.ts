import { CLONE_RATES_JOB } from "../../src/contract/products/clone-job.ts";
import type { ServerModule } from "../platform/module.ts";
import { productCatalogueRoutes } from "./catalogue/routes-catalogue.ts";
import { productFilterRoutes } from "./catalogue/routes-filters.ts";
import { productRateRoutes } from "./catalogue/routes-rates.ts";
import { cloneJobHandler } from "./clone/clone-job.ts";
import { productCloneJobRoutes } from "./clone/routes-clone-job.ts";
import { productsReferenceMigration } from "./migrations/500-products-reference.ts";
import { productsCatalogueMigration } from "./migrations/501-products-catalogue.ts";
import { productsLiveRatesMigration } from "./migrations/502-products-live-rates.ts";
import { productWizardMigration } from "./migrations/510-product-wizard.ts";
import { productPlanRulesMigration } from "./migrations/511-product-plan-rules.ts";
import { promotionsMigration } from "./migrations/520-promotions.ts";
import { productCatalogueVersionMigration } from "./migrations/530-catalogue-version.ts";
import { promotionRoutes } from "./promotions/routes.ts";
import { productReferenceRoutes } from "./reference/routes-reference.ts";
import { seedPromotions } from "./seed/promotions.ts";
import { seedProducts } from "./seed/seed.ts";
import { productWizardRoutes } from "./wizard/routes.ts";

/**
 * The product domain (spec 3 §1–§9), one module with sub-features: `domain/` holds the state machine (every
 * publication and state transition of plans and rates); `catalogue/` (the list and its actions),
 * `reference/`, `clone/`, `wizard/` (the seven-step and legacy wizards) and `promotions/` import it and never
 * each other (docs/modules.md, "A module with sub-features").
 */
export const productsModule: ServerModule = {
  name: "products",
  routes: [
    productReferenceRoutes,
    productCatalogueRoutes,
    productRateRoutes,
    productCloneJobRoutes,
    productFilterRoutes,
    productWizardRoutes,
    promotionRoutes,
  ],
  migrations: {
    "500-products-reference": productsReferenceMigration,
    "501-products-catalogue": productsCatalogueMigration,
    "502-products-live-rates": productsLiveRatesMigration,
    "510-product-wizard": productWizardMigration,
    "511-product-plan-rules": productPlanRulesMigration,
    "520-promotions": promotionsMigration,
    "530-catalogue-version": productCatalogueVersionMigration,
  },
  seed: async (ctx) => {
    const catalogue = await seedProducts(ctx);
    const promotions = await seedPromotions(ctx.db, ctx.loader, ctx.scale, ctx.now);
    return { ...catalogue, promotions };
  },
  jobs: { handlers: { [CLONE_RATES_JOB]: cloneJobHandler } },
};
