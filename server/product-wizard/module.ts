import type { ServerModule } from "../platform/module.ts";
import { productWizardMigration } from "./migrations/510-product-wizard.ts";
import { productPlanRulesMigration } from "./migrations/511-product-plan-rules.ts";
import { productWizardRoutes } from "./routes.ts";

/** The product wizard (spec 3 §2, §4, §5): plans and rates saved step by step, with the §5 rules. */
export const productWizardModule: ServerModule = {
  name: "product-wizard",
  routes: [productWizardRoutes],
  migrations: {
    "510-product-wizard": productWizardMigration,
    "511-product-plan-rules": productPlanRulesMigration,
  },
};
