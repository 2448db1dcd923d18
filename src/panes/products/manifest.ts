import { Package, Tag, Wand2 } from "lucide-react";
import { defineModule } from "../../commands/module";
import {
  PRODUCT_LIST,
  PRODUCT_WIZARD,
  PROMOTION_ADD,
  PROMOTION_EDIT,
  PROMOTION_LIST,
  RATE_WIZARD,
} from "./kinds";
import { listCommands } from "./list/commands";
import { familyCommands } from "./list/family-commands";
import { paletteCommands } from "./list/palette-commands";
import { rateByIdProvider } from "./list/rate-provider";
import { promotionsCommands } from "./promotions/commands";
import { productWizardCommands } from "./wizard/commands";
import { planStepCrumb, rateStepCrumb } from "./wizard/crumbs";
import { PRODUCT_LIST_ROUTE } from "./wizard/open-list";

// The product domain (spec 3), one module with sub-features: `domain/` (view model, rules, operations,
// queries), `list/` (families, plans and rates with their actions; from the palette: publish a rate, clone
// pasted ids, switch a rate or payment method, open a rate by a pasted id), `wizard/` (the seven-step plan and
// rate wizard, the legacy rate wizard), `promotions/`, `clone/` and `shared/`. All under the products
// permission and the "Productos" menu section.
const PROMOTION_LIST_ROUTE = "/products/promotionList";

import { paymentPaletteCommands } from "./list/payment-palette-commands";

export const products = defineModule({
  id: "products",
  namespace: "products",
  sections: [{ id: "products", icon: Package }],
  screens: [
    {
      kind: PRODUCT_LIST,
      route: PRODUCT_LIST_ROUTE,
      requires: ["products"],
      icon: Package,
      keywords: ["productos", "products", "planes", "plans", "tarifas", "rates"],
      menu: { order: 50, section: "products" },
      load: () => import("./list-screen").then((m) => m.ProductListScreen),
    },
    {
      kind: PRODUCT_WIZARD,
      route: "/products/product-wizard/:step",
      requires: ["products"],
      icon: Wand2,
      parentRoute: PRODUCT_LIST_ROUTE,
      crumb: planStepCrumb,
      load: () => import("./wizard/wizard-pane").then((m) => m.ProductWizardPane),
    },
    {
      kind: RATE_WIZARD,
      route: "/products/rate-wizard/:step",
      requires: ["products"],
      icon: Wand2,
      parentRoute: PRODUCT_LIST_ROUTE,
      crumb: rateStepCrumb,
      load: () => import("./wizard/rate-wizard/rate-wizard-pane").then((m) => m.RateWizardPane),
    },
    {
      kind: PROMOTION_LIST,
      route: PROMOTION_LIST_ROUTE,
      requires: ["products"],
      icon: Tag,
      keywords: ["promociones", "promotions", "productos", "products"],
      menu: { order: 51, section: "products" },
      load: () => import("./promotions/promotion-list-pane").then((m) => m.PromotionListPane),
    },
    {
      kind: PROMOTION_ADD,
      route: "/products/addPromotion",
      requires: ["products"],
      icon: Tag,
      parentRoute: PROMOTION_LIST_ROUTE,
      load: () => import("./promotions/promotion-form-pane").then((m) => m.PromotionAddPane),
    },
    {
      kind: PROMOTION_EDIT,
      route: "/products/editPromotion",
      requires: ["products"],
      icon: Tag,
      parentRoute: PROMOTION_LIST_ROUTE,
      load: () => import("./promotions/promotion-form-pane").then((m) => m.PromotionEditPane),
    },
  ],
  commands: [
    ...paletteCommands,
    ...paymentPaletteCommands,
    ...familyCommands,
    ...listCommands,
    ...productWizardCommands,
    ...promotionsCommands,
  ],
  paletteProviders: [rateByIdProvider],
});
