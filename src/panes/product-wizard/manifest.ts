import { Wand2 } from "lucide-react";
import { defineModule } from "../../commands/module";
import { productWizardCommands } from "./commands";
import { PRODUCT_WIZARD, RATE_WIZARD } from "./kinds";
import { PRODUCT_LIST_ROUTE } from "./open-list";
import { STEP_KEYS } from "./steps";

// Breadcrumb (spec 3 §2): home, product list, wizard, step.
const planStep = (params: Readonly<Record<string, string>>) => {
  const step = Number(params.step ?? 1) as keyof typeof STEP_KEYS;
  return STEP_KEYS[step]
    ? { key: "product-wizard.crumbs.step", values: { step, name: STEP_KEYS[step] } }
    : undefined;
};
const rateStep = (params: Readonly<Record<string, string>>) =>
  params.step !== undefined ? { key: "product-wizard.legacy.stepN", values: { n: params.step } } : undefined;

// The plan and rate wizards (spec 3 §2): seven steps from a plan's configuration to its rate in production,
// and the legacy rate wizard. Reached from the palette (new plan, continue a plan, add a rate) and from the
// product list's actions; under the products permission and menu section.
export const productWizard = defineModule({
  id: "productWizard",
  namespace: "product-wizard",
  screens: [
    {
      kind: PRODUCT_WIZARD,
      route: "/products/product-wizard/:step",
      requires: ["products"],
      icon: Wand2,
      parentRoute: PRODUCT_LIST_ROUTE,
      crumb: planStep,
      load: () => import("./wizard-pane").then((m) => m.ProductWizardPane),
    },
    {
      kind: RATE_WIZARD,
      route: "/products/rate-wizard/:step",
      requires: ["products"],
      icon: Wand2,
      parentRoute: PRODUCT_LIST_ROUTE,
      crumb: rateStep,
      load: () => import("./rate-wizard/rate-wizard-pane").then((m) => m.RateWizardPane),
    },
  ],
  commands: productWizardCommands,
});
